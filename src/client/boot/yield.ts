/** `scheduler.yield()` where the browser has it (Chromium), otherwise a new task. */
interface Scheduling {
  scheduler?: { yield?: () => Promise<void> };
}

/**
 * Ends the current task and continues in a new one, so that the browser may paint and handle input between two steps
 * of the app's start. `scheduler.yield()` continues ahead of other queued tasks; a zero timeout is the fallback.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as Scheduling).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
