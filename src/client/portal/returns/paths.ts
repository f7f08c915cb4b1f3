/** Where a partner requests a return for an end customer (shared/routes.ts: portal.return). */
export const BOOK_RETURN_PATH = '/portal/returns/return';
