import { describe, expect, it } from 'vitest';
import { diffRecords } from '../../src/server/features/logs/audit';

describe('diffRecords', () => {
  it('returns only the fields that changed, as [before, after]', () => {
    expect(diffRecords({ id: 1, name: 'A', is_eu: false }, { id: 1, name: 'B', is_eu: false })).toEqual({ name: ['A', 'B'] });
  });

  it('returns nothing when nothing changed, including equal nested values', () => {
    expect(diffRecords({ a: 1, tags: ['x', 'y'], meta: { k: 1 } }, { a: 1, tags: ['x', 'y'], meta: { k: 1 } })).toEqual({});
  });

  it('treats added and removed fields as changes from or to null, and undefined as null', () => {
    expect(diffRecords({ a: 1, gone: 'x' }, { a: 1, added: true })).toEqual({ gone: ['x', null], added: [null, true] });
    expect(diffRecords({ a: undefined }, { a: null })).toEqual({});
  });

  it('tells types apart (0 is not false, "1" is not 1) and sees changes inside nested values', () => {
    expect(diffRecords({ a: 0, b: '1', c: [1, 2] }, { a: false, b: 1, c: [2, 1] })).toEqual({
      a: [0, false],
      b: ['1', 1],
      c: [[1, 2], [2, 1]],
    });
  });

  it('does not change its inputs', () => {
    const before = { a: 1 };
    const after = { a: 2 };
    diffRecords(before, after);
    expect(before).toEqual({ a: 1 });
    expect(after).toEqual({ a: 2 });
  });
});
