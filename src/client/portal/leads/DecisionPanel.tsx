import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { OUTLINE, PRIMARY } from '../../components/ui/format';
import { FormActions } from '../../components/form/DialogForm';
import { ReasonForm } from '../../components/form/ReasonForm';
import { refusalOf } from '../../components/form/use-form-dialog';
import { LEAD_REASON_MAX } from '../../../shared/leads/leads.schema';

const FRAMES = {
  amber: 'rounded border border-amber-200 bg-amber-50/50 p-4',
  sky: 'rounded border border-sky-200 bg-sky-50/50 p-4',
} as const;

interface DecisionProps {
  title: string;
  hint?: string;
  tone: keyof typeof FRAMES;
  failure: unknown;
  /** Either step under way: neither button can be pressed meanwhile. */
  pending: boolean;
  go: { label: string; testId: string; busy: boolean; onClick(): void };
  decline: { label: string; testId: string };
  reason: { label: string; requiredMessage: string; serverError: string | undefined; testId: string; submitLabel: string; submitTestId: string; busy: boolean };
  onDecline(reason: string): void;
}

/**
 * A decision the member makes on a lead in its dialog (answer the offer; say how it ended): one button goes ahead, the
 * other opens the reason box, required, with Cancel back to the two buttons. `failure` is a refusal to show above them.
 */
export function DecisionPanel({ title, hint, tone, failure, pending, go, decline, reason, onDecline }: DecisionProps) {
  const { t } = useTranslation('portal-leads');
  const headingId = useId();
  const [declining, setDeclining] = useState(false);
  return (
    <section aria-labelledby={headingId} className={FRAMES[tone]}>
      <h3 id={headingId} className="font-semibold text-navy-900">
        {title}
      </h3>
      {hint && <p className="mt-1 text-sm text-slate-700">{hint}</p>}
      {failure ? (
        <div className="mt-3">
          <Alert tone="error">{refusalOf(failure, t('answer.failed'))}</Alert>
        </div>
      ) : null}
      {!declining ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={PRIMARY} disabled={pending} aria-busy={go.busy} onClick={go.onClick} data-testid={go.testId}>
            {go.label}
          </button>
          <button type="button" className={OUTLINE} disabled={pending} onClick={() => setDeclining(true)} data-testid={decline.testId}>
            {decline.label}
          </button>
        </div>
      ) : (
        <ReasonForm className="mt-4 space-y-3" maxLength={LEAD_REASON_MAX} label={reason.label} requiredMessage={reason.requiredMessage} serverError={reason.serverError} testId={reason.testId} onSubmit={onDecline}>
          <FormActions
            onCancel={() => setDeclining(false)}
            submitLabel={reason.submitLabel}
            pending={reason.busy}
            disabled={pending}
            submitTestId={reason.submitTestId}
          />
        </ReasonForm>
      )}
    </section>
  );
}
