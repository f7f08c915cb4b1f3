import { useEffect, useState } from 'react';
import { debounce, RESIZE_RELOAD_DELAY_MS } from './debounce';

/**
 * A value derived from the window width (a size class, a number of slides per view), recomputed only once the window
 * has stopped resizing for `delayMs`. The state only changes when the derived value does, so a resize within one class
 * re-renders nothing.
 */
export function useWindowClass<T>(classify: (width: number) => T, delayMs = RESIZE_RELOAD_DELAY_MS): T {
  const [value, setValue] = useState(() => classify(window.innerWidth));
  useEffect(() => {
    const update = debounce(() => setValue(classify(window.innerWidth)), delayMs);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      update.cancel();
    };
  }, [classify, delayMs]);
  return value;
}
