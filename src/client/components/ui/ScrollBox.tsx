import { useEffect, useRef, useState, type ReactNode } from 'react';

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/** Whether the box has more to show than it has room for, sideways or downwards. */
const overflows = (box: HTMLElement) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;

/**
 * A box that scrolls its own content: a wide table sideways on a phone, a long list or text downwards. Keyboard users
 * reach it with Tab and scroll it with the arrow keys, and screen readers announce it by its name (WCAG 2.1.1; axe's
 * scrollable-region-focusable): a focusable region named by `label` or by the element `labelledBy` points to. Every
 * scroll box of the site is one of these.
 *
 * It is a Tab stop only while it scrolls: a list drawn as cards on a phone, or a table that fits, has nothing to
 * scroll, and a stop that does nothing is one more key press for a keyboard user. The server's page (no measurement
 * yet) keeps the stop, so a page read before its code arrives is never a region the keyboard cannot scroll.
 */
export function ScrollBox({ className, children, ...name }: Name & { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(overflows(box));
    measure();
    // The box's own size (a rotated phone) and its content's (rows arriving, a column growing) both decide it.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} role="region" aria-label={name.label} aria-labelledby={name.labelledBy} tabIndex={scrolls ? 0 : undefined} className={className}>
      {children}
    </div>
  );
}
