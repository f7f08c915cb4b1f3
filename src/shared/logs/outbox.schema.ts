/** One e-mail of the outbox as its dialog shows it: the list's row (the outbox collection) with both bodies. */
export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}
