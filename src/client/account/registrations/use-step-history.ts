import { useCallback, useEffect, useReducer, type Dispatch } from 'react';
import { registrationReducer, type RegistrationAction, type RegistrationState } from './registration-flow';

/** The key of the wizard's state in the history entry (beside whatever else the router keeps there). */
const HISTORY_KEY = 'registrationStep';

type Replace = { type: 'replace'; state: RegistrationState };

function withReplace(state: RegistrationState, action: RegistrationAction | Replace): RegistrationState {
  return action.type === 'replace' ? action.state : registrationReducer(state, action);
}

function saved(entry: unknown): RegistrationState | null {
  if (typeof entry !== 'object' || entry === null || !(HISTORY_KEY in entry)) return null;
  return (entry as Record<typeof HISTORY_KEY, RegistrationState>)[HISTORY_KEY];
}

function write(method: 'pushState' | 'replaceState', state: RegistrationState): void {
  const current = typeof history.state === 'object' && history.state !== null ? (history.state as object) : {};
  history[method]({ ...current, [HISTORY_KEY]: state }, '');
}

/**
 * The registration wizard with its steps in the browser's history (issue 30 item 12): each new step is an entry of
 * its own at the same address, so Back and Forward move between the steps as on any multi-page form, and a reload
 * stays on the step it was on. A search that stays on the search step replaces its entry; so does the registration
 * itself, so Back from "Registration complete" does not offer to register the same serials again.
 */
export function useStepHistory(initial: RegistrationState): [RegistrationState, Dispatch<RegistrationAction>] {
  const [state, apply] = useReducer(withReplace, initial, (first) => saved(history.state) ?? first);

  useEffect(() => {
    if (!saved(history.state)) write('replaceState', state);
    const onPop = (event: PopStateEvent) => {
      const entry = saved(event.state);
      // Moving through the history counts as a move: the step's heading takes the focus, as after a click.
      if (entry) apply({ type: 'replace', state: { ...entry, moves: entry.moves + 1 } });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Once: the entry the page opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dispatch = useCallback(
    (action: RegistrationAction) => {
      const next = registrationReducer(state, action);
      if (next === state) return;
      // A serial number that found its product goes straight to "Is this correct?": the search step it leaves keeps
      // what was searched, for Back.
      if (action.type === 'found' && next.step !== 'search') write('replaceState', { moves: state.moves, step: 'search', query: action.query, result: action.result });
      write(next.step === state.step || action.type === 'registered' ? 'replaceState' : 'pushState', next);
      apply({ type: 'replace', state: next });
    },
    [state],
  );
  return [state, dispatch];
}
