// The cases `npm run perf:portal` times: each portal list, search and sort, with inputs that vary per call (a page
// further on, a different search) so no answer is a repeat of the last. `input(i)` gets the call's number.

const PAGES = 20;
const pageOf = (i) => 1 + (i % PAGES);

export const PORTAL_CASES = [
  { name: 'serials: list by serial', path: 'portal.serials.list', input: (i) => ({ page: pageOf(i) }) },
  { name: 'serials: sort by next calibration due, desc', path: 'portal.serials.list', input: (i) => ({ sort: 'nextDueOn', dir: 'desc', page: pageOf(i) }) },
  { name: 'serials: search by serial prefix', path: 'portal.serials.list', input: (i) => ({ q: `PF000${10 + (i % 89)}` }) },
  { name: 'serials: sort by next calibration due, asc (undated last)', path: 'portal.serials.list', input: (i) => ({ sort: 'nextDueOn', dir: 'asc', page: pageOf(i) }) },
  { name: 'serials: search by model', path: 'portal.serials.list', input: (i) => ({ q: ['vh', 'pf', 'sparktest', 'VH-15'][i % 4], page: 1 + (i % 3) }) },
  { name: 'serials: filter overdue', path: 'portal.serials.list', input: (i) => ({ filters: { due: 'overdue' }, page: pageOf(i) }) },
  { name: 'serials: filter registered', path: 'portal.serials.list', input: (i) => ({ filters: { registration: 'registered' }, page: pageOf(i) }) },
  { name: 'customers: list', path: 'portal.customers.list', input: () => ({ page: 1 }) },
  { name: 'customers: search', path: 'portal.customers.list', input: (i) => ({ q: ['demo', 'cust', 'ana', 'ole'][i % 4] }) },
  { name: 'customers: sort by soonest due (undated last)', path: 'portal.customers.list', input: () => ({ sort: 'nextDueOn', dir: 'asc' }) },
];

PORTAL_CASES.push(
  { name: 'leads: list, newest first', path: 'portal.leads.list', input: (i) => ({ page: pageOf(i) }) },
  { name: 'leads: offered, by deadline', path: 'portal.leads.list', input: (i) => ({ filters: { state: 'offered' }, sort: 'deadline', dir: 'asc', page: pageOf(i) }) },
  { name: 'leads: search by prospect', path: 'portal.leads.list', input: (i) => ({ q: `Prospect ${100 + (i % 400)}` }) },
  { name: 'sales: list, newest first', path: 'portal.sales.list', input: (i) => ({ page: pageOf(i) }) },
  { name: 'sales: sort by customer', path: 'portal.sales.list', input: (i) => ({ sort: 'customerName', dir: 'asc', page: pageOf(i) }) },
  { name: 'sales: search by serial', path: 'portal.sales.list', input: (i) => ({ q: `PF000${10 + (i % 89)}` }) },
  { name: 'sales: one quarter', path: 'portal.sales.list', input: (i) => ({ filters: { soldOn: `202${4 + (i % 2)}-01-01..202${4 + (i % 2)}-03-31` }, page: 1 + (i % 5) }) },
  { name: 'sales: totals by month, one year', path: 'portal.sales.totals', input: (i) => ({ period: 'month', filters: { soldOn: `202${4 + (i % 2)}-01-01..202${4 + (i % 2)}-12-31` } }) },
);
