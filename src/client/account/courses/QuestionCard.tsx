import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { AttemptQuestion } from '../../../shared/courses/learner.types';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';

/**
 * One question as a group named by its text: radio buttons for a single answer, checkboxes (with "Select all that
 * apply") when several may be right.
 */
export function QuestionCard({
  question,
  chosen,
  onChoose,
  disabled,
  focusOnMount,
}: {
  question: AttemptQuestion;
  chosen: readonly number[];
  onChoose(answerId: number, checked: boolean): void;
  disabled: boolean;
  focusOnMount: boolean;
}) {
  const { t } = useTranslation('courses');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
    // Only as the question appears (the card is keyed by the question).
  }, []);
  const choices = question.answers.map((answer) => ({ value: String(answer.id), label: <span className="text-base">{answer.text}</span> }));
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="test-question" data-question-id={question.id}>
      <ChoiceGroup
        type={question.multiple ? 'checkbox' : 'radio'}
        name={`question-${question.id}`}
        legend={
          <h2 ref={heading} tabIndex={-1} className="mb-2 text-xl font-semibold text-navy-900 focus:outline-none">
            {question.text}
          </h2>
        }
        hint={question.multiple ? t('test.selectAll') : undefined}
        look="card"
        choices={choices}
        value={chosen.map(String)}
        disabled={disabled}
        onChange={(answerId, checked) => onChoose(Number(answerId), checked)}
      />
    </div>
  );
}
