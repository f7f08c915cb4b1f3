/**
 * The polite live region for success messages. It stays mounted (empty when there is nothing to say): screen readers
 * announce changes to a region that already exists, not one that appears with its text.
 */
export function StatusRegion({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {message && (
        <p className="rounded border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800" data-testid="user-status">
          {message}
        </p>
      )}
    </div>
  );
}
