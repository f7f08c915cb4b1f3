import type { ReactNode } from 'react';
import type { ResourceRow } from '../../../shared/collections/types';
import { BOOKING_TYPES, RETURN_STATUSES, type BookingType, type ReturnStatus } from '../../../shared/returns/enums';
import type { CellOverrides } from '../../admin/generic/ResourceTable';
import { NoValue } from '../../components/ui/NoValue';
import { StateBadge } from '../../components/ui/StateBadge';
import { RETURN_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * A row of the returns collections (the account's and the portal's lists) as the screens read it. The list answers
 * plain values; these read them back into the returns' own types, and draw the cells the two lists share.
 */
export interface ReturnRowView {
  id: number;
  rmaNumber: string;
  bookingType: BookingType;
  status: ReturnStatus;
  /** One entry per item, "name (serial)" where a serial was entered. */
  items: string[];
}

const isStatus = (value: unknown): value is ReturnStatus => RETURN_STATUSES.some((status) => status === value);
const isBookingType = (value: unknown): value is BookingType => BOOKING_TYPES.some((type) => type === value);

/** A value computed as lines (items, an end customer and its contact): one entry per line, none when empty. */
export const linesOf = (value: unknown): string[] => (typeof value === 'string' && value !== '' ? value.split('\n') : []);

/** The row in the returns' types; null for a row that does not read as a return (never, from the server). */
export function returnRowOf(row: ResourceRow): ReturnRowView | null {
  const { status, bookingType } = row;
  if (!isStatus(status) || !isBookingType(bookingType)) return null;
  return { id: row.id, rmaNumber: String(row.rmaNumber ?? ''), bookingType, status, items: linesOf(row.items) };
}

function Lines({ value, emphasise = false }: { value: unknown; emphasise?: boolean }): ReactNode {
  const lines = linesOf(value);
  if (lines.length === 0) return <NoValue />;
  return (
    <ul className="space-y-0.5 break-words">
      {lines.map((line, index) => (
        <li key={index} className={emphasise && index > 0 ? 'text-xs text-slate-600' : undefined}>
          {line}
        </li>
      ))}
    </ul>
  );
}

/** The cells both lists draw themselves: the status as its badge, the items one per line. */
export const RETURN_CELLS: CellOverrides = {
  status: (row) => <StateBadge of={RETURN_STATUS_BADGES} state={row.status} />,
  items: (row) => <Lines value={row.items} />,
  /** The portal's end customer: the company, its contact in small type under it. */
  endCustomer: (row) => <Lines value={row.endCustomer} emphasise />,
};
