import type { MyInstrument } from '../../../shared/serials/instruments.types';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { DUE_BADGES } from '../../components/ui/state-looks';

/** The next service date and, when it is near or past, its badge. */
export function NextDue({ instrument }: { instrument: Pick<MyInstrument, 'nextDueOn' | 'due'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2 max-md:justify-end">
      <DateText value={instrument.nextDueOn} />
      <StateBadge of={DUE_BADGES} state={instrument.due} />
    </span>
  );
}
