import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { EnquiryDetail } from '../../../shared/enquiries/inbox.schema';
import { Button } from '../../components/ui/Button';
import { useTRPC } from '../../trpc';
import type { Feedback } from '../../components/ui/use-feedback';
import { useInboxUpdated } from './use-inbox';

/**
 * The handling of a form caught as spam (its hidden field was filled): why it is here, and "Not spam", which takes it
 * back into the inbox as new (saved and audited by the server). Assigning, closing and replying wait until then.
 */
export function NotSpamPanel({ enquiry, feedback }: { enquiry: EnquiryDetail; feedback: Feedback }) {
  const { t } = useTranslation('admin-enquiries');
  const trpc = useTRPC();
  const updated = useInboxUpdated();
  const notSpam = useMutation(
    trpc.admin.enquiries.notSpam.mutationOptions({
      onSuccess: async (saved) => {
        feedback.done(t('actions.notSpamSaved'));
        await updated(saved);
      },
      onError: (error) => feedback.failed(error),
    }),
  );
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('actions.spamNote')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button look="outline" pending={notSpam.isPending} onClick={() => notSpam.mutate({ id: enquiry.id })}>
          {t('actions.notSpam')}
        </Button>
        {notSpam.isPending && <span className="text-sm text-slate-600">{t('actions.pending')}</span>}
      </div>
    </div>
  );
}
