import { describe, expect, it } from 'vitest';
import { ListCursorSchema as CursorSchema, decodeListCursor as decodeCursor, encodeListCursor as encodeCursor } from '../../src/shared/list/query';

describe('list cursors', () => {
  it('round-trip the (created_at, id) key', () => {
    for (const cursor of [{ at: 0, id: 1 }, { at: 1_767_225_600_123, id: 98_765 }, { at: Number.MAX_SAFE_INTEGER, id: Number.MAX_SAFE_INTEGER }]) {
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
  });

  it('refuse anything the server could not have produced', () => {
    for (const text of ['', 'abc', '1-', '-1', '1-2-3', 'ZZ-1', '1 -2', '1-2;drop', 'zzzzzzzzzzzz-1']) {
      expect(decodeCursor(text), text).toBeNull();
      expect(CursorSchema.safeParse(text).success, text).toBe(false);
    }
    expect(CursorSchema.safeParse(encodeCursor({ at: 5, id: 6 })).success).toBe(true);
  });
});
