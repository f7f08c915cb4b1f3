import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import type { AttemptSheet, AttemptView } from '../../../shared/courses/learner.types';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { useTRPC } from '../../trpc';
import { choose, clampIndex, clearTestDraft, readTestDraft, toSubmission, unansweredNumbers, writeTestDraft, type TestDraft } from './answers';
import { CourseFrame } from './CourseFrame';
import { serverMessageOf } from './error-message';
import { courseAttemptPath, courseResultPath, coursePath } from './paths';
import { QuestionCard } from './QuestionCard';
import { TestOverview } from './TestOverview';
import { TestProgress } from './TestProgress';
import { formatDateTime } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';

const NAV = 'rounded border border-navy-800 px-4 py-2 font-semibold text-navy-900 hover:bg-white disabled:cursor-not-allowed disabled:opacity-40';

/**
 * One question per screen with Previous and Next, the progress, an overview of what is answered, "Submit test" (asking
 * first if some are unanswered) and "Exit test". The choices are kept in sessionStorage per attempt, so a reload loses
 * nothing; nothing is scored until the test is submitted. The results (or the course, after "Exit test") replace the
 * test in the browser's history.
 */
export function TestRunner({ sheet }: { sheet: AttemptSheet }) {
  const { t, i18n } = useTranslation('courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<TestDraft>(() => readTestDraft(sheet.attemptId, sheet.questions));
  const [confirming, setConfirming] = useState(false);
  // After Previous, Next or a jump, focus goes to the new question (not when the page first opens).
  const [moved, setMoved] = useState(false);
  const total = sheet.questions.length;
  const index = clampIndex(draft.index, total);
  const question = sheet.questions[index];
  const unanswered = unansweredNumbers(draft.answers, sheet.questions);

  useEffect(() => writeTestDraft(sheet.attemptId, draft), [sheet.attemptId, draft]);

  /**
   * Leaves the attempt for `path`, which takes the attempt's place in the history (issue 27): Back from the results
   * goes to the page before the test, and the attempt's address, if reached again, shows its results.
   */
  const leaveFor = (path: string, view: AttemptView) => {
    clearTestDraft(sheet.attemptId);
    queryClient.setQueryData(trpc.account.courses.attempt.queryKey({ attemptId: sheet.attemptId }), view);
    navigate(path, { replace: true });
    void queryClient.invalidateQueries({ queryKey: trpc.account.courses.pathKey() });
  };
  const submit = useMutation(
    trpc.account.courses.submit.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.account.courses.result.queryKey({ attemptId: sheet.attemptId }), result);
        leaveFor(courseResultPath(sheet.courseId, sheet.attemptId), { state: 'submitted', result });
      },
    }),
  );
  const exit = useMutation(
    trpc.account.courses.exit.mutationOptions({
      onSuccess: () => leaveFor(coursePath(sheet.courseId), { state: 'closed', courseId: sheet.courseId, courseTitle: sheet.courseTitle, reason: 'exited' }),
    }),
  );
  const busy = submit.isPending || exit.isPending;
  const failure = submit.error ?? exit.error;
  const send = () => submit.mutate(toSubmission(sheet.attemptId, sheet.questions, draft.answers));
  const goTo = (next: number) => {
    setMoved(true);
    setDraft((current) => ({ ...current, index: clampIndex(next, total) }));
  };

  const crumbs = [
    { name: sheet.courseTitle, path: coursePath(sheet.courseId) },
    { name: t('test.crumb'), path: courseAttemptPath(sheet.courseId, sheet.attemptId) },
  ];
  return (
    <CourseFrame crumbs={crumbs} title={t('test.title', { course: sheet.courseTitle })} lead={t('test.closesAt', { time: formatDateTime(sheet.closesAt, localeOf(i18n.language), { long: true }) })}>
      {failure && (
        <div className="mb-6">
          <Alert tone="error">
            <p>{serverMessageOf(failure) ?? t('test.sendFailed')}</p>
            <p className="mt-2">
              <Link href={coursePath(sheet.courseId)} className="font-semibold underline underline-offset-2">
                {t('backToCourse')}
              </Link>
            </p>
          </Alert>
        </div>
      )}
      {!question ? (
        <p className="text-slate-700">{t('test.noQuestions')}</p>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_16rem]">
          <div>
            <TestProgress index={index} total={total} />
            <QuestionCard
              key={question.id}
              question={question}
              chosen={draft.answers[question.id] ?? []}
              onChoose={(answerId, checked) => setDraft((current) => ({ ...current, answers: choose(current.answers, question, answerId, checked) }))}
              disabled={busy}
              focusOnMount={moved}
            />
            <div className="mt-6 flex flex-wrap justify-between gap-3">
              <button type="button" className={NAV} disabled={index === 0} onClick={() => goTo(index - 1)}>
                <span aria-hidden="true">← </span>
                {t('test.previous')}
              </button>
              <button type="button" className={NAV} disabled={index >= total - 1} onClick={() => goTo(index + 1)}>
                {t('test.next')}
                <span aria-hidden="true"> →</span>
              </button>
            </div>
          </div>
          <TestOverview questions={sheet.questions} answers={draft.answers} current={index} onGoTo={goTo} />
        </div>
      )}
      <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
        <Button
          look="send"
          pending={submit.isPending}
          pendingLabel={t('test.submitting')}
          disabled={busy || total === 0}
          onClick={() => (unanswered.length > 0 ? setConfirming(true) : send())}
        >
          {t('test.submit')}
        </Button>
        <ConfirmModal triggerLabel={t('test.exit')} message={t('test.exitMessage')} onConfirm={() => exit.mutate({ attemptId: sheet.attemptId })} disabled={busy} />
      </div>
      <ConfirmDialog
        open={confirming}
        // Asked before submitting with questions unanswered: which ones, and that they count as wrong.
        message={t('test.unansweredMessage', { count: unanswered.length, numbers: unanswered.join(', ') })}
        onClose={(confirmed) => {
          setConfirming(false);
          if (confirmed) send();
        }}
      />
    </CourseFrame>
  );
}
