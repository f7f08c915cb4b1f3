import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { useForm } from 'react-hook-form';
import { AGREEMENT_NAME_MAX } from '../../../shared/agreements/agreements.schema';
import { adminAgreementsResource } from '../../../shared/agreements/collections/admin-agreements';
import type { ResourceRow } from '../../../shared/collections/types';
import { DialogForm } from '../../components/form/DialogForm';
import { TextField } from '../../components/form/fields';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import type { FormValues } from '../generic/form-values';
import { LocalizedInput } from '../generic/fields/LocalizedInput';
import { Button } from '../../components/ui/Button';
import { NoValue } from '../../components/ui/NoValue';
import { emptyTexts, firstErrors, pickTexts } from '../generic/localized-texts';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { agreementsListHeading } from './AgreementsNav';
import { templatePath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { ADMIN_AGREEMENT_BADGES } from '../../components/ui/state-looks';

/** Active or inactive, in words with a tone. */
function TemplateStatus({ row }: { row: ResourceRow }) {
  return <StateBadge of={ADMIN_AGREEMENT_BADGES} state={row.active === true ? 'active' : 'inactive'} />;
}

/** "Version 3", or nothing before the first version is published. */
function LatestVersion({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-agreements');
  return row.latestVersion === null || row.latestVersion === undefined ? <NoValue /> : <span className="tabular">{t('common.version', { version: row.latestVersion })}</span>;
}

const TEMPLATE_CELLS: CellOverrides = {
  active: (row) => <TemplateStatus row={row} />,
  latestVersion: (row) => <LatestVersion row={row} />,
  updatedAt: (row) => <DateText value={String(row.updatedAt ?? '')} withTime />,
};

/**
 * /admin/agreements/manage: the agreement templates collection in the generic list, under the agreement screens' tabs:
 * every template by name with its latest version and its day, draft and companies; search by a part of the name, an
 * active/inactive filter, sortable name, publication day, companies and last change; pages; all kept in the address,
 * cards on a phone. "New agreement" opens its dialog; each template opens its page.
 */
export function AgreementTemplatesPage() {
  return <ResourceListPage def={adminAgreementsResource} cells={TEMPLATE_CELLS} actions={<CreateDialog />} heading={agreementsListHeading} />;
}

function CreateDialog() {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const descriptions = useForm<FormValues>({ defaultValues: emptyTexts('description') });
  const form = useFormDialog(
    trpc.admin.agreements.create.mutationOptions({
      onSuccess: async (created) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.agreements.pathKey() });
        navigate(templatePath(created.id));
      },
    }),
    {
      onOpen: () => {
        setName('');
        descriptions.reset(emptyTexts('description'));
      },
    },
  );
  return (
    <>
      <Button onClick={form.show}>
        <span aria-hidden="true">+ </span>
        {t('manage.create')}
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('manage.createTitle')}
        onSubmit={() => form.mutation.mutate({ name, ...pickTexts(descriptions.getValues(), 'description') })}
        error={form.general}
        submitLabel={t('manage.createConfirm')}
      >
        <p className="text-slate-700">{t('manage.createLead')}</p>
        <TextField label={t('form.name')} value={name} maxLength={AGREEMENT_NAME_MAX} required error={form.errors.name?.[0]} onChange={(event) => setName(event.target.value)} />
        <LocalizedInput form={descriptions} name="description" label={t('form.description')} rich={false} multiline required={false} errors={firstErrors(form.errors)} />
      </DialogForm>
    </>
  );
}
