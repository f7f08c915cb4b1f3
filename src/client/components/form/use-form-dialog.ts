import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { messageOf } from '../ui/format';

/** The refusals whose sentence the server writes in the request's language: a rule it explains, not a fault. */
const EXPLAINED = new Set([403, 404, 409, 422]);

/**
 * What a refusal says when no field shows it: the server's own sentence for one it explains (a business rule, a
 * record gone, a field the form does not show), `failed` for anything else: a fault, no network, too many tries, whose
 * sentence is not the visitor's (the server's words when the form has no sentence of its own).
 */
export function refusalOf(error: unknown, failed?: string): string {
  const status = httpStatusOf(error);
  return failed === undefined || (status !== null && EXPLAINED.has(status)) ? messageOf(error) : failed;
}

export interface GeneralErrorOptions {
  failed?: string;
  /** The fields the form shows: a refusal that names only others is said as a general one. Every field by default. */
  fields?: readonly string[];
}

/** A refusal no field of the form shows, in words (DialogForm's `error`); nothing when there is no refusal or a field shows it. */
export function generalErrorOf(error: unknown, { failed, fields }: GeneralErrorOptions = {}): string | undefined {
  if (!error) return undefined;
  const errors = fieldErrorsOf(error);
  const shown = fields ? fields.some((field) => errors[field]) : Object.keys(errors).length > 0;
  return shown ? undefined : refusalOf(error, failed);
}

/**
 * The state of a dialog with a form that its own button opens (DialogForm): open or not, the mutation that sends the
 * form, its field errors and its general error. Each opening starts afresh: `onOpen` sets the fields back and last
 * time's refusal is forgotten. The dialog closes when the mutation succeeds, before the caller's onSuccess runs (which
 * may navigate away or say what was done).
 */
export function useFormDialog<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  { onOpen, ...general }: GeneralErrorOptions & { onOpen?(): void } = {},
) {
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    ...options,
    onSuccess: (...args) => {
      setOpen(false);
      return options.onSuccess?.(...args);
    },
  });
  const onOpenChange = (next: boolean) => {
    if (next) {
      onOpen?.();
      mutation.reset();
    }
    setOpen(next);
  };
  return {
    mutation,
    /** For the button that opens the dialog. */
    show: () => onOpenChange(true),
    errors: fieldErrorsOf(mutation.error),
    general: generalErrorOf(mutation.error, general),
    /** DialogForm's open state and pending button. */
    dialog: { open, onOpenChange, pending: mutation.isPending },
  };
}

/** What a dialog drawn apart from its mutation's owner needs of useFormDialog (RevokeReasonDialog). */
export type FormDialogState = Omit<ReturnType<typeof useFormDialog>, 'mutation'>;
