import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changeList,
  clearList,
  coerceParam,
  isFiltered,
  readListParams,
  writeListParams,
} from '../../src/client/components/list/list-address';
import {
  listSortSchema,
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
});
