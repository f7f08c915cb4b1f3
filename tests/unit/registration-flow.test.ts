import { describe, expect, it } from 'vitest';
import type { RegistrationCandidate, RegistrationSearchResult } from '../../src/shared/serials/registration.schema';
import { bookingHref } from '../../src/client/account/registrations/booking';
import { initialRegistration, registrationReducer, type RegistrationAction, type RegistrationState } from '../../src/client/account/registrations/registration-flow';

const product = { id: 7, slug: 'phd-30', name: 'PHD 30', modelCode: 'PHD30', imageUrl: '/x.svg' };
const candidate = (options: RegistrationCandidate['options'], serial: string | null = null): RegistrationCandidate => ({ product, options, serial });
const byName = (...candidates: RegistrationCandidate[]): RegistrationSearchResult => ({ by: 'name', candidates });
const run = (actions: RegistrationAction[], from: RegistrationState = initialRegistration) => actions.reduce(registrationReducer, from);

describe('registration flow (SPEC.md: search, confirm, options, serials, complete)', () => {
  it('a serial number that finds one product goes straight to "Is this correct?"', () => {
    const found: RegistrationSearchResult = { by: 'serial', candidates: [candidate([], 'VH15-1')] };
    const state = run([{ type: 'found', query: 'vh15-1', result: found }]);
    expect(state.step).toBe('confirm');
  });

  it('a name search shows its results; a pick asks for confirmation; No goes back to the results', () => {
    const result = byName(candidate([]), { ...candidate([]), product: { ...product, id: 8 } });
    const searched = run([{ type: 'found', query: 'phd', result }]);
    expect(searched).toMatchObject({ step: 'search', query: 'phd', result });
    const confirming = run([{ type: 'pick', candidate: result.candidates[1]! }], searched);
    expect(confirming.step).toBe('confirm');
    expect(run([{ type: 'reject' }], confirming)).toMatchObject({ step: 'search', query: 'phd', result });
  });

  it('chooses the only option itself, asks among several, and none means no option', () => {
    const one = candidate([{ id: 3, name: 'A', modelCode: 'A1' }]);
    const pickedOne = run([{ type: 'found', query: 'x', result: byName(one) }, { type: 'pick', candidate: one }, { type: 'confirm' }]);
    expect(pickedOne).toMatchObject({ step: 'serials', optionId: 3 });

    const none = candidate([]);
    expect(run([{ type: 'found', query: 'x', result: byName(none) }, { type: 'pick', candidate: none }, { type: 'confirm' }])).toMatchObject({ step: 'serials', optionId: null });

    const two = candidate([{ id: 3, name: 'A', modelCode: 'A1' }, { id: 4, name: 'B', modelCode: 'B1' }]);
    const asking = run([{ type: 'found', query: 'x', result: byName(two) }, { type: 'pick', candidate: two }, { type: 'confirm' }]);
    expect(asking.step).toBe('option');
    const chosen = run([{ type: 'chooseOption', optionId: 4 }], asking);
    expect(chosen).toMatchObject({ step: 'serials', optionId: 4 });
    expect(run([{ type: 'back' }], chosen).step).toBe('option');
  });

  it('completes, then "Register another product" starts again from an empty search', () => {
    const only = candidate([]);
    const done = run([
      { type: 'found', query: 'x', result: byName(only) },
      { type: 'pick', candidate: only },
      { type: 'confirm' },
      { type: 'registered', registered: [{ id: 1, number: 'VH15-1', certificate: { id: 9, number: 'COC-2026-000001' } }] },
    ]);
    expect(done.step).toBe('done');
    const again = run([{ type: 'restart' }], done);
    expect(again).toMatchObject({ step: 'search', query: '', result: null });
    expect(again.moves).toBeGreaterThan(0);
  });

  it('ignores actions that do not belong to the current step', () => {
    expect(run([{ type: 'confirm' }])).toBe(initialRegistration);
  });
});

describe('bookingHref', () => {
  it('opens the returns flow for the instrument with the booking type chosen', () => {
    const instrument = { id: 5, serialNumber: 'VH15 240/117' };
    expect(bookingHref('calibration', instrument)).toBe('/account/returns/new?instrument=5&type=calibration');
    expect(bookingHref('repair', instrument)).toBe('/account/returns/new?instrument=5&type=repair');
  });
});
