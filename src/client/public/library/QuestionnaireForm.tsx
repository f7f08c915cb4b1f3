import { useTranslation } from '../../lib/i18n-react';
import type { QuestionnairePage } from '../../../shared/library/library.types';
import { Panel } from '../../components/ui/Panel';
import { FormEnd } from '../forms/kit/FormEnd';
import { PublicForm } from '../forms/kit/PublicForm';
import { SenderFields } from '../forms/kit/SenderFields';
import { usePublicForm } from '../forms/kit/use-public-form';
import { sendable } from '../forms/kit/values';
import { QuestionField } from './QuestionField';

type Questionnaire = NonNullable<QuestionnairePage['questionnaire']>;

interface QuestionnaireValues {
  /** By `q{questionId}` (a plain number would make react-hook-form keep an array). */
  answers: Record<string, string | null | undefined>;
  name: string;
  email: string;
  companyName: string;
  terms: boolean;
  marketing: boolean;
  website: string;
}

const EMPTY: QuestionnaireValues = { answers: {}, name: '', email: '', companyName: '', terms: false, marketing: false, website: '' };

/**
 * The questionnaire's form: its questions in order, who answers, the consents (terms and privacy required), sent
 * through public.enquiries.send as kind `questionnaire` with the anti-robot fields. The server checks every answer
 * against its question; its errors show beside the fields (`answers.{id}` on the server) and in the summary on top.
 */
export function QuestionnaireForm({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('library');
  const { t: tf } = useTranslation('forms');
  const state = usePublicForm({ draftKey: null, empty: EMPTY, defaultValues: EMPTY });
  const { register, setFocus } = state.form;
  const { fieldError } = state;

  const onSubmit = state.submit((values) => {
    const answers: Record<string, string> = {};
    for (const question of questionnaire.questions) {
      const value = values.answers[`q${question.id}`];
      if (typeof value === 'string' && value.trim() !== '') answers[String(question.id)] = value.trim();
    }
    return { ...sendable('questionnaire', values), questionnaireId: questionnaire.id, answers };
  });

  const labels: Array<[string, string]> = [
    ...questionnaire.questions.map((question): [string, string] => [`answers.${question.id}`, question.text]),
    ['name', tf('fields.name')],
    ['email', tf('fields.email')],
    ['companyName', tf('fields.companyName')],
    ['terms', tf('consents.termsShort')],
  ];
  const pick = (name: string) => {
    const answer = /^answers\.(\d+)$/.exec(name);
    setFocus(answer ? `answers.q${answer[1]}` : (name as 'name' | 'email' | 'companyName' | 'terms'));
  };

  return (
    <PublicForm state={state} onSubmit={onSubmit} titleId="questionnaire-title" draftNote={false} labels={labels} onPick={pick}>
      <Panel title={t('questionnaire.answers')}>
        <ol className="space-y-6">
          {questionnaire.questions.map((question, index) => (
            <li key={question.id} data-question={question.id} data-kind={question.kind} className="flex gap-3">
              <span aria-hidden="true" className="mt-0.5 w-6 shrink-0 text-right font-semibold text-slate-500 tabular">
                {index + 1}.
              </span>
              <div className="min-w-0 flex-1">
                <QuestionField question={question} registration={register(`answers.q${question.id}`)} error={fieldError(`answers.${question.id}`)} />
              </div>
            </li>
          ))}
        </ol>
      </Panel>
      <Panel title={t('questionnaire.you')}>
        <SenderFields bind={state.bind} more={['companyName']} />
      </Panel>
      <FormEnd state={state} label={t('questionnaire.send')} />
    </PublicForm>
  );
}
