// The cases `npm run perf:portal` times: each portal list, search and sort, with inputs that vary per call (a page
// further on, a different search) so no answer is a repeat of the last. `input(i)` gets the call's number.

const PAGES = 20;
const pageOf = (i) => 1 + (i % PAGES);

export const PORTAL_CASES = [
  { name: 'serials: list by serial', path: 'portal.serials.list', input: (i) => ({ page: pageOf(i) }) },
  { name: 'serials: sort by next calibration due, desc', path: 'portal.serials.list', input: (i) => ({ sort: 'nextDue', dir: 'desc', page: pageOf(i) }) },
  { name: 'serials: search by serial prefix', path: 'portal.serials.list', input: (i) => ({ q: `PF000${10 + (i % 89)}` }) },
  { name: 'serials: filter registered', path: 'portal.serials.list', input: (i) => ({ registration: 'registered', page: pageOf(i) }) },
  { name: 'customers: list', path: 'portal.customers.list', input: (i) => ({ page: pageOf(i) }) },
  { name: 'customers: search', path: 'portal.customers.list', input: (i) => ({ q: ['demo', 'cust', 'ana', 'ole'][i % 4] }) },
];
