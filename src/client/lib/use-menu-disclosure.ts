import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * A navigation menu shown and hidden by one button (the WAI-ARIA disclosure pattern), as the public site's mobile menu
 * and the portal's phone menu both are: the button says whether it is open (aria-expanded) and names the panel
 * (aria-controls); Escape closes it and gives the focus back to the button; moving to another page closes it.
 */
export function useMenuDisclosure() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((was) => !was), []);

  // A new page closes the menu.
  useEffect(close, [location, close]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, close, toggle, buttonRef, panelId };
}
