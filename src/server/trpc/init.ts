import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import { can, type Permission } from '../../shared/auth/policy';
import type { FormLabels } from '../../shared/field-labels';
import { DomainError, MESSAGES, validationError, type FieldErrors } from '../errors';
import { isStorageFull, storageFullAnswer } from '../storage-full';
import { firstTextProblem } from '../../shared/validation';
import { localizedFieldErrors, uncleanTextError } from '../validation';
import type { Actor } from '../auth/actor';
import type { TrpcContext } from './context';

/**
 * Every procedure declares who may call it: `meta: { permission }` or `meta: { public: true }`. One middleware checks
 * the shared policy; a test walks the routers and fails on any procedure that declares neither.
 */
export type ProcedureMeta = ({ permission: Permission; public?: never } | { public: true; permission?: never }) & {
  /** The labels of the form the procedure takes, when they differ from the site-wide ones (shared/field-labels.ts). */
  labels?: FormLabels;
  /**
   * A collection's write that the collection does not offer (its `access` is null): `permission` is the list's, so
   * a visitor gets 401 and a role without the list 403 as for any of its procedures, and then everyone else 403 too.
   */
  notOffered?: true;
};

const STATUS_TO_CODE: Record<DomainError['status'], TRPC_ERROR_CODE_KEY> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  419: 'FORBIDDEN',
  422: 'UNPROCESSABLE_CONTENT',
  423: 'PRECONDITION_FAILED',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export interface ErrorData {
  fieldErrors?: FieldErrors;
  retryAfter?: number;
  /** 423 asks the client to send the user through /confirm-password and retry. */
  passwordConfirmationRequired?: boolean;
}

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    isDev: process.env.NODE_ENV === 'development',
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      const extra: ErrorData = {};
      let message = shape.message;
      if (cause instanceof DomainError) {
        if (cause.fieldErrors) extra.fieldErrors = cause.fieldErrors;
        if (cause.retryAfterSeconds) extra.retryAfter = cause.retryAfterSeconds;
        if (cause.status === 423) extra.passwordConfirmationRequired = true;
      } else if (error.code === 'INTERNAL_SERVER_ERROR') {
        message = MESSAGES.server;
      }
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, message, data: { ...data, ...extra } };
    },
  });

/**
 * Converts a DomainError thrown by a service, and a ZodError of a procedure's `.input()`, into the matching TRPCError
 * (its data is added by the formatter). A write the full disk refused becomes the 503 of storage-full.ts here, logged
 * once, instead of a 500.
 */
const domainErrors = t.middleware(async ({ ctx, meta, path, next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = isStorageFull(result.error)
    ? storageFullAnswer(result.error.cause ?? result.error, ctx.locale, ctx.deps.logger, `trpc ${path}`)
    : result.error.cause instanceof ZodError
      ? // tRPC answers a failed `.input()` parse with 400; the contract's validation failure is 422, whoever validates,
        // with the same messages a service's own parse gives, fields named by the form's labels.
        validationError(localizedFieldErrors(result.error.cause.issues, ctx.locale, meta?.labels))
      : result.error.cause;
  if (cause instanceof DomainError) throw new TRPCError({ code: STATUS_TO_CODE[cause.status], message: cause.message, cause });
  return result;
});

/** Every mutation's input is refused when any text in it holds a control character or a lone surrogate. */
const cleanText = t.middleware(async ({ ctx, type, getRawInput, next }) => {
  const problem = type === 'mutation' ? firstTextProblem(await rawInputOrNothing(getRawInput)) : null;
  if (problem) throw uncleanTextError(problem, ctx.locale);
  return next();
});

/** A procedure without input may be sent no body, which tRPC cannot read: that is its business, not this check's. */
async function rawInputOrNothing(getRawInput: () => Promise<unknown>): Promise<unknown> {
  try {
    return await getRawInput();
  } catch {
    return undefined;
  }
}

const authorize = t.middleware(({ ctx, meta, next }) => {
  if (!meta || (meta.public !== true && !meta.permission)) {
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Procedure without an access declaration.' });
  }
  if (meta.public) return next();
  if (!ctx.actor) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.unauthenticated });
  if (!can(ctx.actor, meta.permission!) || meta.notOffered) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.unauthorized });
  return next({ ctx: { actor: ctx.actor } });
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** Anyone: the name is the explicit choice, and its meta says so to the access check and the access sweep. */
export const publicProcedure = t.procedure.use(domainErrors).use(authorize).use(cleanText).meta({ public: true });
/** Signed in with the permission named in meta; ctx.actor is non-null. */
export const procedure = t.procedure.use(domainErrors).use(authorize).use(cleanText).use(({ ctx, next }) =>
  next({ ctx: { actor: ctx.actor as Actor } }),
);
