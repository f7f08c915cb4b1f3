import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '../../../shared/messages/messages.schema';
import { Alert } from '../../components/ui/Alert';
import { fieldErrorsOf } from '../../lib/trpc-errors';

export interface MessageFormLabels {
  subject?: string;
  body: string;
  bodyHint: string;
  submit: string;
  sending: string;
  sent: string;
  failed: string;
}

/**
 * A plain-text message: an optional subject (a new thread) and the text, with the server's field errors under each
 * input. The form clears itself once sent; what was typed stays when sending fails.
 */
export function MessageForm({
  withSubject,
  labels,
  pending,
  error,
  sent,
  onSend,
  testId,
}: {
  withSubject: boolean;
  labels: MessageFormLabels;
  pending: boolean;
  error: unknown;
  sent: boolean;
  onSend(message: { subject: string; body: string }, done: () => void): void;
  testId: string;
}) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const errors = fieldErrorsOf(error);
  const subjectError = errors.subject?.[0];
  const bodyError = errors.body?.[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ subject, body }, () => {
      setSubject('');
      setBody('');
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3" data-testid={testId} noValidate>
      {withSubject && (
        <div className="space-y-1">
          <label htmlFor={`${id}-subject`} className="block text-sm font-semibold text-navy-900">
            {labels.subject}
          </label>
          <input
            id={`${id}-subject`}
            name="subject"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            maxLength={MESSAGE_SUBJECT_MAX}
            required
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={subjectError ? `${id}-subject-error` : undefined}
            className="block w-full rounded border border-slate-300 bg-white px-3 py-2 shadow-sm focus:border-navy-700 aria-invalid:border-red-600"
          />
          {subjectError && (
            <p id={`${id}-subject-error`} className="text-sm text-red-700">
              {subjectError}
            </p>
          )}
        </div>
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-body`} className="block text-sm font-semibold text-navy-900">
          {labels.body}
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={5}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={MESSAGE_BODY_MAX}
          required
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={`${id}-body-hint${bodyError ? ` ${id}-body-error` : ''}`}
          className="block w-full rounded border border-slate-300 bg-white px-3 py-2 shadow-sm focus:border-navy-700 aria-invalid:border-red-600"
        />
        <p id={`${id}-body-hint`} className="text-xs text-slate-600">
          {labels.bodyHint} ({body.length}/{MESSAGE_BODY_MAX})
        </p>
        {bodyError && (
          <p id={`${id}-body-error`} className="text-sm text-red-700">
            {bodyError}
          </p>
        )}
      </div>
      {error !== null && error !== undefined && !subjectError && !bodyError && <Alert tone="error">{labels.failed}</Alert>}
      {sent && <Alert tone="success">{labels.sent}</Alert>}
      <button type="submit" disabled={pending} className="rounded bg-navy-800 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-900 disabled:opacity-50">
        {pending ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
