import { useId, type ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { refusalOf } from '../../components/form/use-form-dialog';
import { LEAD_REASON_MAX } from '../../../shared/leads/leads.schema';
import { GoOrDecline } from '../ui/GoOrDecline';

const FRAMES = {
  amber: 'rounded border border-amber-200 bg-amber-50/50 p-4',
  sky: 'rounded border border-sky-200 bg-sky-50/50 p-4',
} as const;

type Choice = ComponentProps<typeof GoOrDecline>;

interface DecisionProps extends Pick<Choice, 'pending' | 'go' | 'decline' | 'send' | 'onDecline'> {
  title: string;
  hint?: string;
  tone: keyof typeof FRAMES;
  failure: unknown;
  reason: Omit<Choice['reason'], 'maxLength'>;
}

/**
 * A decision the member makes on a lead in its dialog (answer the offer; say how it ended), under its heading: the
 * portal's go-or-decline with the lead's reason box. `failure` is a refusal to show above the buttons.
 */
export function DecisionPanel({ title, hint, tone, failure, reason, ...choice }: DecisionProps) {
  const { t } = useTranslation('portal-leads');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={FRAMES[tone]}>
      <h3 id={headingId} className="font-semibold text-navy-900">
        {title}
      </h3>
      {hint && <p className="mt-1 text-sm text-slate-700">{hint}</p>}
      <GoOrDecline className="mt-4" failure={failure ? refusalOf(failure, t('answer.failed')) : null} reason={{ ...reason, maxLength: LEAD_REASON_MAX }} {...choice} />
    </section>
  );
}
