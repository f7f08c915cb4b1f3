import { addDays } from '../certificates/states';
import { DUE_SOON_DAYS } from './enums';
import type { DueState } from './instruments.types';

/** Overdue after the date, due within 30 days of it (the first reminder goes then), otherwise fine. */
export function dueState(nextDueOn: string | null, today: string): DueState {
  if (!nextDueOn) return 'unknown';
  if (nextDueOn < today) return 'overdue';
  if (nextDueOn <= addDays(today, DUE_SOON_DAYS)) return 'due';
  return 'ok';
}
