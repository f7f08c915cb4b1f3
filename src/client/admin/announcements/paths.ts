/** The back office's announcements (shared/routes.ts has their patterns). */
export const ANNOUNCEMENTS_ADMIN_PATH = '/admin/distributors/announcements';

/** An instant as a datetime-local input shows it: the admin's own time zone, to the minute. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value back to an instant; '' (or nonsense) is null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
