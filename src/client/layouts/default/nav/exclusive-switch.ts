/**
 * The mobile menu's submenus (SPEC.md sections 4 and 9): one active at a time, and moving from one open submenu to
 * another first closes it, then opens the other after `delay` ms (100). Framework-free so it can be tested with fake
 * timers; `dispose` only cancels a pending switch, so the object stays usable (React StrictMode re-runs effects).
 */
export interface ExclusiveSwitch {
  readonly active: string | null;
  /** Opens `id`, closes it when it is the active one, or switches to it (after the delay) from another. */
  toggle(id: string): void;
  /** Closes whatever is open and forgets a pending switch. */
  close(): void;
  dispose(): void;
}

export interface ExclusiveSwitchOptions {
  delay: number;
  onChange(active: string | null): void;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export function createExclusiveSwitch(options: ExclusiveSwitchOptions): ExclusiveSwitch {
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let active: string | null = null;
  let pending: { id: string; handle: unknown } | null = null;

  const set = (next: string | null) => {
    if (next === active) return;
    active = next;
    options.onChange(next);
  };
  const dropPending = (): string | null => {
    if (!pending) return null;
    cancel(pending.handle);
    const id = pending.id;
    pending = null;
    return id;
  };

  return {
    get active() {
      return active;
    },
    toggle(id) {
      // A second press on the submenu that is about to open cancels the opening.
      if (dropPending() === id) return;
      if (active === id) return set(null);
      if (active === null) return set(id);
      set(null);
      pending = {
        id,
        handle: schedule(() => {
          pending = null;
          set(id);
        }, options.delay),
      };
    },
    close() {
      dropPending();
      set(null);
    },
    dispose() {
      dropPending();
    },
  };
}
