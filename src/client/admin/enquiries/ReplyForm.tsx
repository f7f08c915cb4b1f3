import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { REPLY_MAX, type EnquiryDetail } from '../../../shared/enquiries/inbox.schema';
import { TextAreaField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import type { Feedback } from '../../components/ui/use-feedback';
import { useInboxUpdated, useLanguageName } from './use-inbox';

/**
 * The answer to the enquirer: a text the server wraps in a greeting, the admin's name, the reference and the
 * visitor's own message, in the visitor's language, and hands to the outbox. The text stays until it has been sent.
 */
export function ReplyForm({ enquiry, feedback }: { enquiry: EnquiryDetail; feedback: Feedback }) {
  const { t } = useTranslation('admin-enquiries');
  const trpc = useTRPC();
  const updated = useInboxUpdated();
  const language = useLanguageName();
  const [text, setText] = useState('');
  const reply = useMutation(
    trpc.admin.enquiries.reply.mutationOptions({
      onSuccess: async (saved) => {
        setText('');
        feedback.done(t('reply.sent', { email: saved.email }));
        await updated(saved);
      },
      onError: (error) => {
        if (!fieldErrorsOf(error).message) feedback.failed(error);
      },
    }),
  );
  const error = fieldErrorsOf(reply.error).message?.[0];
  return (
    <form
      className="space-y-2"
      aria-labelledby="reply-heading"
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate({ id: enquiry.id, message: text });
      }}
    >
      <TextAreaField
        label={t('reply.message')}
        hint={t('reply.hint', { email: enquiry.email, subject: enquiry.replySubject, language: language(enquiry.locale) })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={8}
        maxLength={REPLY_MAX}
        required
        error={error}
      />
      <Button type="submit" pending={reply.isPending} pendingLabel={t('reply.sending')} disabled={text.trim() === ''}>
        {t('reply.send')}
      </Button>
    </form>
  );
}
