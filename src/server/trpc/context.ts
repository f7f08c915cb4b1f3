import type { VisitorContext } from '../service-context';

/** A procedure's context is the handlers' one context, signed in or not; `procedure` narrows its actor after the permission check. */
export type TrpcContext = VisitorContext;
