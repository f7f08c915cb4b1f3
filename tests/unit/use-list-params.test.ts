import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changeList,
  clearList,
  coerceParam,
  isFiltered,
  MAX_TRAIL,
  olderTrail,
  queryOf,
  readListParams,
  writeListParams,
} from '../../src/client/components/list/list-address';
import {
  encodeListCursor,
  listSortSchema,
  ListCursorSchema,
  ListDirSchema,
  ListPageSchema,
  ListPerPageSchema,
  ListSearchSchema,
} from '../../src/shared/list/query';

const Users = z.object({
  q: ListSearchSchema,
  role: z.enum(['admin', 'editor', 'customer']).optional(),
  company: z.union([z.literal('none'), z.number().int().positive()]).optional(),
  disabled: z.boolean().optional(),
  sort: listSortSchema(['name', 'created'], 'name'),
  dir: ListDirSchema.default('asc'),
  page: ListPageSchema,
  perPage: ListPerPageSchema,
});

const Log = z.object({ q: ListSearchSchema, section: z.string().max(40).optional(), cursor: ListCursorSchema.optional() });
const read = (search: string) => readListParams(Users, new URLSearchParams(search));
const address = (state: ReturnType<typeof read>) => writeListParams(Users, state).toString();

describe('useListParams: a list query kept in the address', () => {
  it('reads each parameter as what its field accepts: text, number, boolean', () => {
    expect(read('q=sofie&role=editor&company=12&disabled=true&sort=created&dir=desc&page=3&perPage=50').value).toEqual({
      q: 'sofie',
      role: 'editor',
      company: 12,
      disabled: true,
      sort: 'created',
      dir: 'desc',
      page: 3,
      perPage: 50,
    });
    expect(read('company=none').value.company).toBe('none');
    expect(read('disabled=1').value.disabled).toBe(true);
    expect(read('disabled=0').value.disabled).toBe(false);
    expect(address(read('disabled=true'))).toBe('disabled=1');
    expect(coerceParam(z.number(), '')).toBeUndefined();
  });

  it('drops values a field refuses, keeping its default, instead of failing', () => {
    const state = read('page=abc&perPage=7&role=owner&company=-4&sort=password&dir=up&disabled=maybe&q=' + 'x'.repeat(500));
    expect(state.value).toEqual({ q: '', sort: 'name', dir: 'asc', page: 1, perPage: 25 });
    expect(read('page=0').value.page).toBe(1);
    expect(read('page=2.5').value.page).toBe(1);
  });

  it('writes only what differs from the defaults, so the plain list keeps its plain address', () => {
    expect(address(read(''))).toBe('');
    expect(address(read('sort=name&dir=asc&page=1&perPage=25&q='))).toBe('');
    expect(address(read('role=admin&page=2'))).toBe('role=admin&page=2');
    const state = read('q=a+b&company=none&dir=desc');
    expect(read(address(state))).toEqual(state);
  });

  it('names an id filter without its Id, as links from other screens address it', () => {
    const Jobs = z.object({ companyId: z.number().int().positive().optional(), page: ListPageSchema });
    const state = readListParams(Jobs, new URLSearchParams('company=12&companyId=99'));
    expect(state.value.companyId).toBe(12);
    expect(writeListParams(Jobs, changeList(Jobs, state, { companyId: 7 })).toString()).toBe('company=7');
  });

  it('keeps the parameters a page keeps beside the list, and replaces its own', () => {
    const keep = new URLSearchParams('lead=12&lang=de&page=9');
    expect(writeListParams(Users, read('role=admin'), keep).toString()).toBe('lead=12&lang=de&role=admin');
  });

  it('starts again at page 1 on any change but the page; a page change keeps the filters', () => {
    const onPage3 = read('role=editor&page=3');
    expect(changeList(Users, onPage3, { role: 'admin' }).value).toMatchObject({ role: 'admin', page: 1 });
    expect(changeList(Users, onPage3, { sort: 'created', dir: 'desc' }).value.page).toBe(1);
    expect(changeList(Users, onPage3, { perPage: 50 }).value.page).toBe(1);
    expect(changeList(Users, onPage3, { page: 4 }).value).toMatchObject({ role: 'editor', page: 4 });
    // An emptied filter goes back to its default and leaves the address.
    expect(address(changeList(Users, onPage3, { role: undefined }))).toBe('');
    // The same search again (Enter, then the pause after typing) keeps the page.
    expect(changeList(Users, onPage3, { role: 'editor' })).toBe(onPage3);
    // A value the list does not take changes nothing.
    expect(changeList(Users, onPage3, { page: -1 })).toBe(onPage3);
  });

  it('clears the filters but keeps the sort and the page length', () => {
    const state = read('q=x&role=admin&sort=created&dir=desc&perPage=50&page=4');
    expect(isFiltered(Users, state)).toBe(true);
    const cleared = clearList(Users, state);
    expect(cleared.value).toEqual({ q: '', sort: 'created', dir: 'desc', page: 1, perPage: 50 });
    expect(isFiltered(Users, cleared)).toBe(false);
    expect(isFiltered(Users, read('sort=created&page=3'))).toBe(false);
  });

  describe('keyset lists keep their trail of cursors', () => {
    const c1 = encodeListCursor({ at: 1_750_000_000, id: 90 });
    const c2 = encodeListCursor({ at: 1_740_000_000, id: 65 });
    const readLog = (search: string) => readListParams(Log, new URLSearchParams(search));

    it('asks for the page after the last cursor; Newer drops it; reload reads the same trail', () => {
      const first = readLog('section=users');
      expect(queryOf(Log, first)).toEqual({ q: '', section: 'users', cursor: undefined });
      const second = { ...first, trail: olderTrail(first.trail, c1) };
      const third = { ...second, trail: olderTrail(second.trail, c2) };
      const written = writeListParams(Log, third);
      expect(written.get('cursor')).toBe(`${c1},${c2}`);
      const reloaded = readLog(written.toString());
      expect(reloaded).toEqual(third);
      expect(queryOf(Log, reloaded).cursor).toBe(c2);
      expect(queryOf(Log, { ...reloaded, trail: reloaded.trail.slice(0, -1) }).cursor).toBe(c1);
    });

    it('starts a new trail when a filter changes, not when the page does', () => {
      const deep = readLog(`section=users&cursor=${c1},${c2}`);
      expect(changeList(Log, deep, { q: 'admin@' }).trail).toEqual([]);
      expect(changeList(Log, deep, { cursor: c2 }).trail).toEqual([c1, c2]);
    });

    it('throws away a trail with a forged entry or longer than the cap', () => {
      expect(readLog(`cursor=${c1},<script>`).trail).toEqual([]);
      expect(readLog(`cursor=${Array.from({ length: MAX_TRAIL + 1 }, () => c1).join(',')}`).trail).toEqual([]);
      const full = Array.from({ length: MAX_TRAIL }, () => c1);
      expect(olderTrail(full, c2)).toHaveLength(MAX_TRAIL);
    });
  });
});
