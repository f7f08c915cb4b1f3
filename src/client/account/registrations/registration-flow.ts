import type { RegisteredSerial, RegistrationCandidate, RegistrationSearchResult } from '../../../shared/serials/registration.schema';

/**
 * SPEC.md's product registration flow: search (by name or serial number) → "Is this correct?" → choose among the
 * options (only when there is more than one) → serial numbers and purchase date → registration complete. `moves`
 * counts the steps taken, so the page moves focus to a step's heading only once the visitor has acted.
 */
export type RegistrationState = { moves: number } & (
  | { step: 'search'; query: string; result: RegistrationSearchResult | null }
  | { step: 'confirm'; query: string; result: RegistrationSearchResult; candidate: RegistrationCandidate }
  | { step: 'option'; query: string; result: RegistrationSearchResult; candidate: RegistrationCandidate }
  | { step: 'serials'; query: string; result: RegistrationSearchResult; candidate: RegistrationCandidate; optionId: number | null }
  | { step: 'done'; candidate: RegistrationCandidate; registered: RegisteredSerial[] }
);

export type RegistrationAction =
  | { type: 'found'; query: string; result: RegistrationSearchResult }
  | { type: 'pick'; candidate: RegistrationCandidate }
  | { type: 'confirm' }
  | { type: 'reject' }
  | { type: 'chooseOption'; optionId: number }
  | { type: 'back' }
  | { type: 'registered'; registered: RegisteredSerial[] }
  | { type: 'restart' };

export const initialRegistration: RegistrationState = { moves: 0, step: 'search', query: '', result: null };

/** A serial number found exactly one product: nothing to pick, straight to "Is this correct?". */
const onlyCandidate = (result: RegistrationSearchResult) => (result.by === 'serial' && result.candidates.length === 1 ? result.candidates[0] : undefined);

export function registrationReducer(state: RegistrationState, action: RegistrationAction): RegistrationState {
  const moves = state.moves + 1;
  switch (action.type) {
    case 'found': {
      const only = onlyCandidate(action.result);
      return only
        ? { moves, step: 'confirm', query: action.query, result: action.result, candidate: only }
        : { moves, step: 'search', query: action.query, result: action.result };
    }
    case 'pick':
      return state.step === 'search' && state.result ? { moves, step: 'confirm', query: state.query, result: state.result, candidate: action.candidate } : state;
    case 'confirm': {
      if (state.step !== 'confirm') return state;
      const { options } = state.candidate;
      if (options.length > 1) return { ...state, moves, step: 'option' };
      // One option is chosen for the customer; none means the product has no options.
      return { ...state, moves, step: 'serials', optionId: options[0]?.id ?? null };
    }
    case 'reject':
      return state.step === 'confirm' ? { moves, step: 'search', query: state.query, result: state.result } : state;
    case 'chooseOption':
      return state.step === 'option' ? { ...state, moves, step: 'serials', optionId: action.optionId } : state;
    case 'back':
      if (state.step === 'option') return { ...state, moves, step: 'confirm' };
      if (state.step === 'serials') {
        const { optionId: _optionId, ...rest } = state;
        return { ...rest, moves, step: state.candidate.options.length > 1 ? 'option' : 'confirm' };
      }
      return state;
    case 'registered':
      return state.step === 'serials' ? { moves, step: 'done', candidate: state.candidate, registered: action.registered } : state;
    case 'restart':
      return { ...initialRegistration, moves };
  }
}
