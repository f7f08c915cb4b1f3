import { useTranslation } from '../../lib/i18n-react';
import type { CertificateState } from '../../../shared/certificates/enums';
import type { DueState, MyInstrument } from '../../../shared/serials/instruments.types';
import { Badge, type BadgeLook } from '../../components/ui/Badge';
import { DateText } from '../../components/ui/DateText';

/** "Due soon" within 30 days of the next service, "Overdue" after it (shared/serials/due.ts); nothing otherwise. */
const DUE_LOOKS: Partial<Record<DueState, BadgeLook>> = {
  due: { tone: 'amber', symbol: '◷' },
  overdue: { tone: 'red', symbol: '!' },
};

export function DueBadge({ due }: { due: DueState }) {
  const { t } = useTranslation('instruments');
  const look = DUE_LOOKS[due];
  if (!look) return null;
  return (
    <Badge {...look} data-due={due}>
      {t(`due.${due}`)}
    </Badge>
  );
}

const STATE_LOOKS: Record<CertificateState, BadgeLook> = {
  valid: { tone: 'green', symbol: '✓' },
  expiring: { tone: 'amber', symbol: '◷' },
  expired: { tone: 'grey', symbol: '✕' },
  revoked: { tone: 'red', symbol: '⊘' },
  superseded: { tone: 'slate', symbol: '↻' },
};

/** A certificate's state, in every face: Valid, Expiring soon, Expired, Revoked, Superseded. */
export function CertificateStateBadge({ state }: { state: CertificateState }) {
  const { t } = useTranslation('instruments');
  return (
    <Badge {...STATE_LOOKS[state]} data-state={state}>
      {t(`certificateStates.${state}`)}
    </Badge>
  );
}

/** The next service date and, when it is near or past, its badge. */
export function NextDue({ instrument }: { instrument: Pick<MyInstrument, 'nextDueOn' | 'due'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2 max-md:justify-end">
      <DateText value={instrument.nextDueOn} />
      <DueBadge due={instrument.due} />
    </span>
  );
}
