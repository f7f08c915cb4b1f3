import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { useForm } from 'react-hook-form';
import { AGREEMENT_NAME_MAX } from '../../../shared/portal/agreements.schema';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/Field';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { DataCell, DataRow, DataTable, EmptyState } from '../../components/list/DataTable';
import type { FormValues } from '../generic/form-values';
import { LocalizedInput } from '../generic/fields/LocalizedInput';
import { LINK, messageOf, PRIMARY } from '../../components/ui/format';
import { NoValue } from '../../components/ui/NoValue';
import { emptyTexts, firstErrors, pickTexts } from '../generic/localized-texts';
import { AgreementsHeader, Badge } from './AgreementsNav';
import { templatePath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';
import { DialogFormActions } from '../../components/ui/DialogFormActions';

/** /admin/agreements/manage: the agreement templates with their latest version, draft and companies; "New agreement". */
export function AgreementTemplatesPage() {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.agreements.list.queryOptions());
  const { number } = useFormat();
  const columns = ['name', 'status', 'latest', 'published', 'draft', 'companies', 'updated'].map((key) => t(`manage.columns.${key}`));
  return (
    <div className="space-y-5">
      <AgreementsHeader title={t('manage.title')} description={t('manage.description')} actions={<CreateDialog />} />
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.length === 0 ? (
        <EmptyState>{t('manage.empty')}</EmptyState>
      ) : (
        <DataTable caption={t('manage.caption')} columns={columns} busy={list.isFetching} testId="agreement-templates">
          {list.data.map((row) => (
            <DataRow key={row.id} data-testid="template-row">
              <DataCell>
                <Link href={templatePath(row.id)} className={LINK}>
                  {row.name}
                </Link>
              </DataCell>
              <DataCell>
                <Badge state={row.active ? 'published' : 'inactive'}>{row.active ? t('manage.active') : t('manage.inactive')}</Badge>
              </DataCell>
              <DataCell className="tabular">{row.latestVersion !== null ? t('common.version', { version: row.latestVersion }) : <NoValue />}</DataCell>
              <DataCell>
                <DateText value={row.latestPublishedAt} />
              </DataCell>
              <DataCell>{row.draftVersionId !== null ? t('common.yes') : t('common.no')}</DataCell>
              <DataCell className="tabular">{number(row.companyCount)}</DataCell>
              <DataCell>
                <DateText value={row.updatedAt} withTime />
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </div>
  );
}

function CreateDialog() {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const descriptions = useForm<FormValues>({ defaultValues: emptyTexts('description') });
  const create = useMutation(
    trpc.admin.agreements.create.mutationOptions({
      onSuccess: async (created) => {
        setOpen(false);
        setName('');
        descriptions.reset(emptyTexts('description'));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.agreements.pathKey() });
        navigate(templatePath(created.id));
      },
    }),
  );
  const errors = fieldErrorsOf(create.error);
  const general = create.error && Object.keys(errors).length === 0 ? messageOf(create.error) : undefined;
  return (
    <>
      <button type="button" className={PRIMARY} onClick={() => setOpen(true)}>
        <span aria-hidden="true">+ </span>
        {t('manage.create')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('manage.createTitle')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ name, ...pickTexts(descriptions.getValues(), 'description') });
          }}
        >
          <p className="text-slate-700">{t('manage.createLead')}</p>
          {general && <Alert tone="error">{general}</Alert>}
          <TextField label={t('form.name')} value={name} maxLength={AGREEMENT_NAME_MAX} required error={errors.name?.[0]} onChange={(event) => setName(event.target.value)} />
          <LocalizedInput form={descriptions} name="description" label={t('form.description')} rich={false} multiline required={false} errors={firstErrors(errors)} />
          <DialogFormActions onCancel={() => setOpen(false)} cancelLabel={t('common.cancel')} submitLabel={t('manage.createConfirm')} pending={create.isPending} />
        </form>
      </Dialog>
    </>
  );
}
