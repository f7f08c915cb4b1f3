import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { ProspectFields } from './ProspectFields';
import { useProspectForm } from '../../components/leads/use-prospect-form';
import { DialogFormActions } from '../../components/ui/DialogFormActions';
import { PRIMARY } from '../../components/ui/format';

/**
 * "Register a deal": a prospect the partner found itself. Every registration waits for Voltara's confirmation, so the
 * answer never says whether another partner (or Voltara) already holds the prospect.
 */
export function RegisterDealDialog({ onRegistered }: { onRegistered(message: string): void }) {
  const { t } = useTranslation('portal-leads');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const prospect = useProspectForm(t('register.required'));
  const options = useQuery({ ...trpc.portal.leads.options.queryOptions(), enabled: open, staleTime: 10 * 60_000 });
  const register = useMutation(
    trpc.portal.leads.register.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        onRegistered(t('register.underReview', { prospect: prospect.form.prospectCompany }));
        await queryClient.invalidateQueries({ queryKey: trpc.portal.leads.pathKey() });
      },
    }),
  );
  const serverErrors = fieldErrorsOf(register.error);
  const status = httpStatusOf(register.error);
  const formError = register.error && Object.keys(serverErrors).length === 0 ? (status === 403 ? register.error.message : t('register.failed')) : null;

  function reset(next: boolean) {
    if (next) {
      prospect.reset();
      register.reset();
    }
    setOpen(next);
  }

  return (
    <>
      <button type="button" onClick={() => reset(true)} className={PRIMARY} data-testid="register-deal-open">
        {t('register.open')}
      </button>
      <Dialog open={open} onOpenChange={reset} title={t('register.title')} description={t('register.description')} size="lg">
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const input = prospect.checked();
            if (input) register.mutate(input);
          }}
        >
          {formError && <Alert tone="error">{formError}</Alert>}
          <ProspectFields form={prospect.form} onChange={prospect.onChange} errors={prospect.errorsWith(serverErrors)} options={options.data} />
          <DialogFormActions
            onCancel={() => reset(false)}
            cancelLabel={t('answer.cancel')}
            submitLabel={t('register.submit')}
            pendingLabel={t('register.pending')}
            pending={register.isPending}
            submitTestId="register-deal-submit"
          />
        </form>
      </Dialog>
    </>
  );
}
