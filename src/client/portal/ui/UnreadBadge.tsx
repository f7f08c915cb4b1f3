/** The "new" marker of an unread item: a dot to the eye, the word to everybody. */
export function UnreadBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300" data-testid="unread-badge">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-600" />
      {label}
    </span>
  );
}
