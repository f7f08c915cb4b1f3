import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import type { QuestionnaireQuestion } from '../../../shared/library/library.types';
import { TextAreaField, TextField } from '../../components/form/fields';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/**
 * One question of the questionnaire, by its kind: text (a text area), yes or no, a rating of 1 to 5 (a row of radios,
 * the scale explained under the legend), or a choice among its options (radios; a choice without options is
 * answered in words). An optional question says so; the server's error shows under it.
 */
export function QuestionField({ question, registration, error }: { question: QuestionnaireQuestion; registration: UseFormRegisterReturn; error?: string | undefined }) {
  const { t } = useTranslation('library');
  const { t: tf } = useTranslation('forms');
  const label = question.required ? question.text : tf('optional', { label: question.text });
  const required = question.required ? 'true' : undefined;
  switch (question.kind) {
    case 'yes-no':
      return (
        <ChoiceGroup
          type="radio"
          legend={label}
          choices={[
            { value: 'yes', label: t('questionnaire.yes') },
            { value: 'no', label: t('questionnaire.no') },
          ]}
          registration={registration}
          error={error}
          columns={2}
        />
      );
    case 'rating':
      return <RatingGroup legend={label} registration={registration} error={error} />;
    case 'choice':
      if (question.options.length > 0) {
        return <ChoiceGroup type="radio" legend={label} choices={question.options.map((option) => ({ value: option, label: option }))} registration={registration} error={error} />;
      }
      return <TextField label={label} aria-required={required} error={error} {...registration} />;
    case 'text':
      return <TextAreaField label={label} rows={3} aria-required={required} error={error} {...registration} />;
  }
}

/** Five radios in a row, each named "n of 5" for screen readers, the scale under the legend. */
function RatingGroup({ legend, registration, error }: { legend: string; registration: UseFormRegisterReturn; error?: string | undefined }) {
  const { t } = useTranslation('library');
  const choices = RATINGS.map((value) => ({
    value,
    label: (
      <>
        <span className="sr-only">{t('questionnaire.ratingValue', { value })}</span>
        <span aria-hidden="true" className="tabular">
          {value}
        </span>
      </>
    ),
  }));
  return <ChoiceGroup type="radio" legend={legend} hint={t('questionnaire.ratingHint')} look="pill" columns="row" choices={choices} registration={registration} error={error} />;
}
