import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { DialogForm } from '../../components/form/DialogForm';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { ProspectFields } from './ProspectFields';
import { useProspectForm } from '../../components/leads/use-prospect-form';
import { Button } from '../../components/ui/Button';

/**
 * "Register a deal": a prospect the partner found itself. Every registration waits for Voltara's confirmation, so the
 * answer never says whether another partner (or Voltara) already holds the prospect.
 */
export function RegisterDealDialog({ onRegistered }: { onRegistered(message: string): void }) {
  const { t } = useTranslation('portal-leads');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const prospect = useProspectForm(t('register.required'));
  const form = useFormDialog(
    trpc.portal.leads.register.mutationOptions({
      onSuccess: async () => {
        onRegistered(t('register.underReview', { prospect: prospect.form.prospectCompany }));
        await queryClient.invalidateQueries({ queryKey: trpc.portal.leads.pathKey() });
      },
    }),
    { failed: t('register.failed'), onOpen: prospect.reset },
  );
  const options = useQuery({ ...trpc.portal.leads.options.queryOptions(), enabled: form.dialog.open, staleTime: 10 * 60_000 });

  return (
    <>
      <Button onClick={form.show} data-testid="register-deal-open">
        {t('register.open')}
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('register.title')}
        description={t('register.description')}
        size="lg"
        onSubmit={() => {
          const input = prospect.checked();
          if (input) form.mutation.mutate(input);
        }}
        error={form.general}
        submitLabel={t('register.submit')}
        pendingLabel={t('register.pending')}
        submitTestId="register-deal-submit"
      >
        <ProspectFields form={prospect.form} onChange={prospect.onChange} errors={prospect.errorsWith(form.errors)} options={options.data} />
      </DialogForm>
    </>
  );
}
