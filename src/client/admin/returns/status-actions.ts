import { RETURN_TRANSITIONS, type ReturnStatus } from '../../../shared/returns/enums';

/**
 * The action panel's choices: only the steps RETURN_TRANSITIONS allows from the current status (the server refuses
 * any other), forward steps first and "cancelled" last, as the one destructive choice.
 */
export interface StatusChoice {
  status: ReturnStatus;
  tone: 'primary' | 'secondary' | 'danger';
}

export function statusChoices(current: ReturnStatus): StatusChoice[] {
  const allowed = RETURN_TRANSITIONS[current];
  const forward = allowed.filter((status) => status !== 'cancelled');
  return [
    ...forward.map((status, index): StatusChoice => ({ status, tone: index === 0 ? 'primary' : 'secondary' })),
    ...(allowed.includes('cancelled') ? [{ status: 'cancelled' as const, tone: 'danger' as const }] : []),
  ];
}

/** What admin.returns.setStatus is sent: the note trimmed, the cost only when one was typed (empty keeps the stored one). */
export function statusChangeInput(id: number, status: ReturnStatus, note: string, cost: string) {
  const amount = cost.trim();
  return { id, status, note: note.trim(), ...(amount ? { cost: amount } : {}) };
}
