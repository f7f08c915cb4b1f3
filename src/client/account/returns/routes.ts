import { accountRoute, type IdsOf } from '../../../shared/route-tables/define';

/** Not paths of SPEC.md, which lists the returns flow without its routes (issue 10: book, follow and print returns). */
export const RETURN_ROUTES = [
  accountRoute('/account/returns', 'accountReturns'),
  accountRoute('/account/returns/new', 'accountReturnNew'),
  accountRoute('/account/returns/:id', 'accountReturn'),
] as const;

export type ReturnRouteId = IdsOf<typeof RETURN_ROUTES>;
