import { useEffect, useRef, useState } from 'react';

type Direction = 'up' | 'down';

/**
 * Focus and announcement for a list reordered with buttons: the moved item's button keeps the focus in its new place
 * (its other button at either end, where the pressed one becomes disabled), and a polite live region says where it went.
 */
export function useReorder() {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!pending.current) return;
    buttons.current.get(pending.current)?.focus();
    pending.current = null;
  });
  return {
    announcement,
    ref: (key: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    moved(itemKey: string, direction: Direction, to: number, count: number, message: string) {
      const atEnd = to === 0 || to === count - 1;
      const stays: Direction = atEnd && count > 1 ? (to === 0 ? 'down' : 'up') : direction;
      pending.current = `${itemKey}:${stays}`;
      setAnnouncement(message);
    },
  };
}

export type Reorder = ReturnType<typeof useReorder>;

const BUTTON = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm hover:bg-slate-100 disabled:opacity-40';

/** "Move question 3 up" / "... down": named for what they move, arrows to the eye. */
export function MoveButtons({
  itemKey,
  index,
  count,
  upLabel,
  downLabel,
  movedMessage,
  reorder,
  onMove,
}: {
  itemKey: string;
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  /** What the live region says once the item is at `to` (0-based). */
  movedMessage(to: number): string;
  reorder: Reorder;
  onMove(from: number, to: number): void;
}) {
  const move = (direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= count) return;
    reorder.moved(itemKey, direction, to, count, movedMessage(to));
    onMove(index, to);
  };
  return (
    <>
      <button ref={reorder.ref(`${itemKey}:up`)} type="button" className={BUTTON} disabled={index === 0} onClick={() => move('up')} aria-label={upLabel} title={upLabel}>
        <span aria-hidden="true">↑</span>
      </button>
      <button
        ref={reorder.ref(`${itemKey}:down`)}
        type="button"
        className={BUTTON}
        disabled={index === count - 1}
        onClick={() => move('down')}
        aria-label={downLabel}
        title={downLabel}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}

export function Announcer({ text }: { text: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}
