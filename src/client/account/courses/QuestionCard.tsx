import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { AttemptQuestion } from '../../../shared/courses/learner.types';

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
  const headingId = useId();
  const hintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
    // Only as the question appears (the card is keyed by the question).
  }, []);
  return (
    <fieldset
      aria-labelledby={headingId}
      aria-describedby={question.multiple ? hintId : undefined}
      className="mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="test-question"
      data-question-id={question.id}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-navy-900 focus:outline-none">
        {question.text}
      </h2>
      {question.multiple && (
        <p id={hintId} className="mt-1 text-sm font-medium text-slate-600">
          {t('test.selectAll')}
        </p>
      )}
      <ul className="mt-4 space-y-2">
        {question.answers.map((answer) => {
          const checked = chosen.includes(answer.id);
          return (
            <li key={answer.id}>
              <label
                className={`flex cursor-pointer items-start gap-3 rounded border px-3 py-2.5 hover:bg-slate-50 ${checked ? 'border-navy-700 bg-slate-50' : 'border-slate-200'}`}
              >
                <input
                  type={question.multiple ? 'checkbox' : 'radio'}
                  name={`question-${question.id}`}
                  value={answer.id}
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => onChoose(answer.id, event.target.checked)}
                  className="mt-1 size-4 shrink-0 accent-navy-800"
                />
                <span className="text-slate-800">{answer.text}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
