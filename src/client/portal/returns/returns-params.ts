import { RETURN_STATUSES, type ReturnStatus } from '../../../shared/returns/enums';

/** /portal/returns keeps its status filter and page in the address (?status=&page=), so Back lands on the same list. */
export interface ReturnsParams {
  status: ReturnStatus | null;
  page: number;
}

const isStatus = (value: string | null): value is ReturnStatus => (RETURN_STATUSES as readonly (string | null)[]).includes(value);

export function readReturnsParams(params: URLSearchParams): ReturnsParams {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return { status: isStatus(status) ? status : null, page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

export function writeReturnsParams({ status, page }: ReturnsParams): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** What portal.returns.list is asked. */
export const returnsListInput = ({ status, page }: ReturnsParams) => ({ ...(status ? { status } : {}), page });

/** Where a partner requests a return for an end customer (shared/routes.ts: portal.return). */
export const BOOK_RETURN_PATH = '/portal/returns/return';
