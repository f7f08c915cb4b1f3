import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ATTEMPT_TIMEOUT_MS } from '../../../shared/courses/enums';
import type { AttemptView, TestAvailability } from '../../../shared/courses/learner.types';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';
import { serverMessageOf } from './error-message';
import { courseAttemptPath } from './paths';
import type { TestAction } from './test-action';

const LABELS = { start: 'test.start', resume: 'test.resume', retake: 'test.retake', renew: 'test.renew' } as const;
const HOURS_ALLOWED = ATTEMPT_TIMEOUT_MS / 3_600_000;

type OpeningAction = Extract<TestAction, { kind: keyof typeof LABELS }>;

/**
 * "Resume test" goes back to the open attempt. "Start test", "Retake test" and "Renew" start an attempt that counts:
 * only after a confirmation saying how many of today's attempts are left, and only through the `start` mutation, so
 * no address, reload or Back ever starts one (issue 27). `replaceHistory` when the button sits on the test's own start
 * screen, so the attempt takes that screen's place in the history.
 */
export function TestButton({ courseId, action, test, replaceHistory = false }: { courseId: number; action: OpeningAction; test: TestAvailability; replaceHistory?: boolean }) {
  const { t } = useTranslation('courses');
  const [, navigate] = useLocation();
  if (action.kind === 'resume') {
    return (
      <Button look="send" onClick={() => navigate(courseAttemptPath(courseId, action.attemptId), { replace: replaceHistory })} data-test-action={action.kind}>
        {t(LABELS.resume)}
      </Button>
    );
  }
  return <StartButton courseId={courseId} kind={action.kind} test={test} replaceHistory={replaceHistory} />;
}

function StartButton({ courseId, kind, test, replaceHistory }: { courseId: number; kind: Exclude<OpeningAction['kind'], 'resume'>; test: TestAvailability; replaceHistory: boolean }) {
  const { t } = useTranslation('courses');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const start = useMutation(
    trpc.account.courses.start.mutationOptions({
      onSuccess: (sheet) => {
        // The attempt's page opens with its questions at once; the course pages learn that an attempt is open.
        const view: AttemptView = { state: 'open', sheet };
        queryClient.setQueryData(trpc.account.courses.attempt.queryKey({ attemptId: sheet.attemptId }), view);
        navigate(courseAttemptPath(sheet.courseId, sheet.attemptId), { replace: replaceHistory });
        void queryClient.invalidateQueries({ queryKey: trpc.account.courses.pathKey() });
      },
      // Refused (today's limit reached meanwhile, already passed): the page's state is refreshed with the reason.
      onError: () => void queryClient.invalidateQueries({ queryKey: trpc.account.courses.pathKey() }),
    }),
  );
  return (
    <>
      <Button look="send" pending={start.isPending} onClick={() => setConfirming(true)} data-test-action={kind}>
        {t(LABELS[kind])}
      </Button>
      {start.isError && (
        // A line of its own in the row the button sits in (TestStatus).
        <div className="basis-full">
          <Alert tone="error">
            <p>{serverMessageOf(start.error) ?? t('test.startFailed')}</p>
          </Alert>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        message={t('test.startMessage', { left: test.attemptsLeftToday, max: test.attemptsPerDay, hours: HOURS_ALLOWED })}
        messageTestId="start-confirm-message"
        onClose={(confirmed) => {
          setConfirming(false);
          if (confirmed) start.mutate({ courseId });
        }}
      />
    </>
  );
}
