import { TRPCClientError } from '@trpc/client';

// What a failed tRPC call says, for the forms and screens that show it (apart from trpc.ts, which every page loads).

export type FieldErrors = Record<string, string[]>;

/** The server's field errors of a failed call, if any (tRPC error data, same shape as REST 422 `errors`). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (error instanceof TRPCClientError) {
    const data = error.data as { fieldErrors?: FieldErrors } | undefined;
    return data?.fieldErrors ?? {};
  }
  return {};
}

export function httpStatusOf(error: unknown): number | null {
  return error instanceof TRPCClientError ? ((error.data as { httpStatus?: number } | undefined)?.httpStatus ?? null) : null;
}

export function needsPasswordConfirmation(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { passwordConfirmationRequired?: boolean } | undefined)?.passwordConfirmationRequired === true;
}
