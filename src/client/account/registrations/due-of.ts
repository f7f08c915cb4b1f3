import { DUE_STATES } from '../../../shared/serials/collections/account-products';
import type { DueState } from '../../../shared/serials/instruments.types';

/** A list row's due state as the badges take it (the collection's rows are untyped values). */
export const dueOf = (value: unknown): DueState => DUE_STATES.find((state) => state === value) ?? 'unknown';
