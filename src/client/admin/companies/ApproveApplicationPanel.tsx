import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { COMPANY_NAME_MAX } from '../../../shared/portal/companies.schema';
import type { ApplicationPreview } from '../../../shared/portal/companies.types';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { BUTTON, LINK, messageOf, OUTLINE, PRIMARY } from '../serials/ui/format';
import { companyPath } from './paths';

interface Feedback {
  done(message: string): void;
  failed(error: unknown): void;
}

/** The dialog: the application's company, country and first user, editable before anything is created. */
function ApproveDialog({ preview, open, onOpenChange, feedback, returnFocusTo }: { preview: ApplicationPreview; open: boolean; onOpenChange(open: boolean): void; feedback: Feedback; returnFocusTo: React.RefObject<HTMLButtonElement | null> }) {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = useQuery({ ...trpc.admin.companies.options.queryOptions(), enabled: open });
  const [values, setValues] = useState({
    companyName: preview.companyName,
    countryId: preview.countryId ? String(preview.countryId) : '',
    contactName: preview.contactName,
    email: preview.email,
  });
  const set = (key: keyof typeof values, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const approve = useMutation(
    trpc.admin.dealerApplications.approve.mutationOptions({
      onSuccess: async () => {
        onOpenChange(false);
        feedback.done(t('approve.done', { company: values.companyName, email: values.email }));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.dealerApplications.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.enquiries.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.companies.pathKey() }),
        ]);
      },
    }),
  );
  const errors = fieldErrorsOf(approve.error);
  const known = ['companyName', 'countryId', 'contactName', 'email'];
  const general = approve.error && !known.some((field) => errors[field]) ? messageOf(approve.error) : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('approve.title')} returnFocusTo={returnFocusTo}>
      <form
        noValidate
        className="space-y-4"
        data-testid="approve-form"
        onSubmit={(event) => {
          event.preventDefault();
          approve.mutate({ enquiryId: preview.enquiryId, companyName: values.companyName, countryId: Number(values.countryId) || 0, contactName: values.contactName, email: values.email });
        }}
      >
        <p className="text-slate-700">{t('approve.lead')}</p>
        {preview.dealerMatch && <p className="rounded border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">{t('approve.linksProfile', { name: preview.dealerMatch.name })}</p>}
        <TextField label={t('approve.companyName')} value={values.companyName} maxLength={COMPANY_NAME_MAX} required error={errors.companyName?.[0]} onChange={(event) => set('companyName', event.target.value)} />
        <SelectField label={t('fields.country')} value={values.countryId} required error={errors.countryId?.[0]} onChange={(event) => set('countryId', event.target.value)}>
          <option value="">{t('fields.chooseCountry')}</option>
          {(options.data?.countries ?? []).map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField label={t('approve.contactName')} value={values.contactName} maxLength={120} required error={errors.contactName?.[0]} onChange={(event) => set('contactName', event.target.value)} />
        <TextField label={t('approve.email')} type="email" value={values.email} maxLength={254} required error={errors.email?.[0]} onChange={(event) => set('email', event.target.value)} />
        <p className="text-sm text-slate-600">{t('approve.what')}</p>
        {general && (
          <p role="alert" className="text-sm text-red-700">
            {general}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" className={OUTLINE} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={PRIMARY} disabled={approve.isPending} aria-busy={approve.isPending} data-testid="approve-confirm">
            {approve.isPending ? t('common.saving') : t('approve.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * On a dealer application's enquiry page: "Approve dealer application" creates the company, links or creates its
 * dealer profile (unpublished), creates its first senior user and e-mails the invitation, and marks the enquiry done.
 * Once approved, the panel links to the company instead.
 */
export function ApproveApplicationPanel({ enquiryId, feedback }: { enquiryId: number; feedback: Feedback }) {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const preview = useQuery(trpc.admin.dealerApplications.preview.queryOptions({ enquiryId }));
  if (preview.isPending) return <Spinner />;
  if (!preview.data) return <p className="text-sm text-red-700">{t('common.loadFailed')}</p>;
  const data = preview.data;
  if (data.approvedCompany) {
    return (
      <p data-testid="application-approved">
        {t('approve.approved')}{' '}
        <Link href={companyPath(data.approvedCompany.id)} className={LINK}>
          {data.approvedCompany.name}
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('approve.intro')}</p>
      {data.nameTaken && <p className="text-sm text-amber-800">{t('approve.nameTaken')}</p>}
      {data.emailTaken && <p className="text-sm text-amber-800">{t('approve.emailTaken')}</p>}
      <button ref={trigger} type="button" className={`${BUTTON} bg-green-700 text-white hover:bg-green-800`} onClick={() => setOpen(true)} data-testid="approve-application">
        {t('approve.open')}
      </button>
      {open && <ApproveDialog preview={data} open={open} onOpenChange={setOpen} feedback={feedback} returnFocusTo={trigger} />}
    </div>
  );
}
