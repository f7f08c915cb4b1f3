import { experimental_standaloneMiddleware, TRPCError } from '@trpc/server';
import { ZodError, ZodRealError, type z } from 'zod';
import type { Locale } from '../../shared/locales';
import { validationError, type FieldErrors } from '../errors';
import type { TrpcContext } from './context';

/**
 * A feature's own words for some of its schema's failures (SPEC.md's "You must agree to the above", "Tick at least one
 * correct answer"): given the issues of the procedure's `.input()`, the raw input and the visitor's language.
 */
export type InputWording = (issues: readonly z.core.$ZodIssue[], rawInput: unknown, locale: Locale) => FieldErrors;

/**
 * Put before `.input(schema)`: the schema is parsed once, by tRPC, and when it fails this answers the 422 in the
 * feature's words instead of the generic ones of init.ts's formatter.
 */
export const inputWording = (wording: InputWording) =>
  experimental_standaloneMiddleware<{ ctx: TrpcContext }>().create(async ({ ctx, next, getRawInput }) => {
    const result = await next();
    const cause = result.ok ? undefined : result.error.cause;
    if (!(cause instanceof ZodError)) return result;
    throw validationError(wording(cause.issues, await getRawInput(), ctx.locale));
  });

/**
 * Put before `.input(z.object({ id, [key]: form }))`: the form's failures are named as the form names its fields
 * ("endsAt", not "data.endsAt"), then answered like any other `.input()` failure.
 */
export const formFieldsUnder = (key: string) =>
  experimental_standaloneMiddleware<{ ctx: TrpcContext }>().create(async ({ next }) => {
    const result = await next();
    const cause = result.ok ? undefined : result.error.cause;
    if (!(cause instanceof ZodError)) return result;
    const issues = cause.issues.map((issue) => (issue.path[0] === key ? { ...issue, path: issue.path.slice(1) } : issue));
    throw new TRPCError({ code: 'BAD_REQUEST', cause: new ZodRealError(issues) });
  });
