import { OPEN_RETURN_STATUSES } from '../../../shared/returns/enums';
import type { ReturnListItem } from '../../../shared/returns/return.schema';

/** The returns still under way (not shipped back, not cancelled), in the list's order. */
export function openReturns<T extends Pick<ReturnListItem, 'status'>>(returns: readonly T[]): T[] {
  return returns.filter((entry) => OPEN_RETURN_STATUSES.includes(entry.status));
}
