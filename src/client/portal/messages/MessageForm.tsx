import { useState } from 'react';
import { TextAreaField, TextField } from '../../components/form/fields';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '../../../shared/messages/messages.schema';
import { Alert } from '../../components/ui/Alert';
import { Panel } from '../../components/ui/Panel';
import { useTranslation } from '../../lib/i18n-react';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { DialogFormBody } from '../../components/form/DialogForm';
import { generalErrorOf } from '../../components/form/use-form-dialog';

interface MessageFormProps {
  withSubject: boolean;
  /** The area's words: the fields' labels, "Sending…" and "Message sent" read alike in both namespaces. */
  namespace: 'portal-news' | 'admin-news';
  /** The button's label and the sentence for a failure that is no field's. */
  labels: { submit: string; failed: string };
  pending: boolean;
  error: unknown;
  sent: boolean;
  onSend(message: { subject: string; body: string }, done: () => void): void;
  /** In the "New message" dialog: its Cancel. */
  onCancel?(): void;
  testId: string;
}

/**
 * A plain-text message: an optional subject (a new thread) and the text, with the server's field errors under each
 * input. The form clears itself once sent; what was typed stays when sending fails. On a page, under a thread, or in
 * the "New message" dialog.
 */
export function MessageForm({ withSubject, namespace, labels, pending, error, sent, onSend, onCancel, testId }: MessageFormProps) {
  const { t } = useTranslation(namespace);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const errors = fieldErrorsOf(error);
  const subjectError = errors.subject?.[0];
  const bodyError = errors.body?.[0];
  return (
    <DialogFormBody
      className="space-y-3"
      testId={testId}
      onSubmit={() =>
        onSend({ subject, body }, () => {
          setSubject('');
          setBody('');
        })
      }
      onCancel={onCancel}
      error={generalErrorOf(error, { failed: labels.failed, fields: ['subject', 'body'] })}
      pending={pending}
      submitLabel={labels.submit}
      pendingLabel={t('form.sending')}
    >
      {withSubject && (
        <TextField label={t('form.subject')} name="subject" value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={MESSAGE_SUBJECT_MAX} required error={subjectError} />
      )}
      <TextAreaField
        label={t('form.body')}
        hint={`${t('form.bodyHint')} (${body.length}/${MESSAGE_BODY_MAX})`}
        name="body"
        rows={5}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={MESSAGE_BODY_MAX}
        required
        error={bodyError}
      />
      {sent && <Alert tone="success">{t('form.sent')}</Alert>}
    </DialogFormBody>
  );
}

/** A thread's reply box under its posts: a heading, and the form without a subject (the portal's conversation, the back office's thread). */
export function ReplyBox({ title, className, ...form }: { title: string; className?: string } & Omit<MessageFormProps, 'withSubject'>) {
  return (
    <Panel title={title} className={className}>
      <MessageForm withSubject={false} {...form} />
    </Panel>
  );
}
