import { useEffect } from 'react';

/**
 * Marks a record read once it is open and shows something unread (an announcement, a thread with new posts): `unreadId`
 * is its id then, null otherwise. `mark` is the markRead mutation's `mutate` (stable, so it runs once per record).
 */
export function useMarkRead(unreadId: number | null, mark: (input: { id: number }) => void) {
  useEffect(() => {
    if (unreadId !== null) mark({ id: unreadId });
  }, [unreadId, mark]);
}
