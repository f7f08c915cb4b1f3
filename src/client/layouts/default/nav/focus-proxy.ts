import { useEffect, useState } from 'react';

/**
 * Radix NavigationMenu renders, next to an open trigger, an `aria-hidden` span with tabindex 0 (its "focus proxy",
 * which forwards Tab into the content). axe reports it as a serious `aria-hidden-focus` issue
 * (radix-ui/primitives#3085, open). The content follows its trigger in the DOM here (no viewport), so Tab reaches it
 * without the proxy: taking the proxy out of the tab order (tabindex -1; Radix still focuses it from script when Tab
 * leaves the last item) keeps the keyboard path and removes the focusable hidden element.
 *
 * Returns a ref callback for the menu's root element.
 */
export function useUntabbableFocusProxy(): (element: HTMLElement | null) => void {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!root) return;
    const fix = () => {
      for (const proxy of root.querySelectorAll<HTMLElement>('li > button + span[aria-hidden="true"][tabindex="0"]')) proxy.tabIndex = -1;
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
  return setRoot;
}
