import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { LOCALE_CODES } from '../../../shared/locales';
import { ANNOUNCEMENT_ROLES, type AnnouncementInput, type AnnouncementRole } from '../../../shared/announcements/announcements.schema';
import type { AdminAnnouncementRecord, AnnouncementSaved } from '../../../shared/announcements/announcements.types';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { DialogFormBody } from '../../components/form/DialogForm';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import type { FormValues } from '../generic/form-values';
import { LocalizedInput } from '../generic/fields/LocalizedInput';
import { SelectField, TextField } from '../../components/form/fields';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { LABEL } from '../../components/form/parts';
import { fromLocalInput, toLocalInput } from './paths';

/** The form's values: the twelve texts, the audience and the window as datetime-local text. */
function initial(record: AdminAnnouncementRecord | null): FormValues {
  const values: FormValues = {
    roles: record?.roles ?? [],
    companyId: record?.companyId ? String(record.companyId) : '',
    countryId: record?.countryId ? String(record.countryId) : '',
    publishFrom: toLocalInput(record?.publishFrom ?? new Date().toISOString()),
    publishUntil: toLocalInput(record?.publishUntil ?? null),
  };
  for (const code of LOCALE_CODES) {
    values[`title_${code}`] = record?.[`title_${code}`] ?? '';
    values[`body_${code}`] = record?.[`body_${code}`] ?? '';
  }
  return values;
}

/** What is sent: the texts as typed (the server sanitises the bodies), ids as numbers, instants as ISO times. */
function inputOf(values: FormValues): AnnouncementInput {
  const text = (key: string) => String(values[key] ?? '');
  const localized = (base: 'title' | 'body') =>
    Object.fromEntries(LOCALE_CODES.filter((code) => code !== 'EN').map((code) => [`${base}_${code}`, text(`${base}_${code}`)]));
  const number = (value: unknown) => (value ? Number(value) : null);
  return {
    ...localized('title'),
    ...localized('body'),
    title_EN: text('title_EN'),
    body_EN: text('body_EN'),
    roles: (values.roles as AnnouncementRole[] | undefined) ?? [],
    companyId: number(values.companyId),
    countryId: number(values.countryId),
    // An empty or unreadable start is sent as typed, for the server to name the field.
    publishFrom: fromLocalInput(String(values.publishFrom ?? '')) ?? String(values.publishFrom ?? ''),
    publishUntil: fromLocalInput(String(values.publishUntil ?? '')),
  };
}

/**
 * The announcement editor: six titles and bodies (English required, the others fall back to it), the audience (roles,
 * one company, one country: each left empty reaches everyone) and the publish window. Saving never e-mails anyone
 * (issue 27): the list's "Send…" does, after showing who will get it.
 */
export function AnnouncementEditor({ record, onSaved, onCancel }: { record: AdminAnnouncementRecord | null; onSaved(saved: AnnouncementSaved): void; onCancel(): void }) {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ defaultValues: initial(record) });
  const options = useQuery(trpc.admin.announcements.options.queryOptions());
  const onSuccess = async (saved: AnnouncementSaved) => {
    await queryClient.invalidateQueries({ queryKey: trpc.admin.announcements.pathKey() });
    onSaved(saved);
  };
  const create = useMutation(trpc.admin.announcements.add.mutationOptions({ onSuccess }));
  const update = useMutation(trpc.admin.announcements.edit.mutationOptions({ onSuccess }));
  const save = record ? update : create;
  const serverErrors = fieldErrorsOf(save.error);
  const errors = Object.fromEntries(Object.entries(serverErrors).map(([key, list]) => [key, list[0]]));
  const fieldError = (name: string) => errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1];

  return (
    <DialogFormBody
      className="space-y-5"
      testId="announcement-form"
      onSubmit={form.handleSubmit((values) => (record ? update.mutate({ ...inputOf(values), id: record.id }) : create.mutate(inputOf(values))))}
      onCancel={onCancel}
      error={generalErrorOf(save.error, { failed: t('common.saveFailed') })}
      submitLabel={t('common.save')}
      pendingLabel={t('common.saving')}
      pending={save.isPending}
      submitTestId="announcement-save"
    >
      <ErrorSummary errors={serverErrors} />
      <LocalizedInput form={form} name="title" label={t('editor.title')} rich={false} multiline={false} required errors={errors} />
      <LocalizedInput form={form} name="body" label={t('editor.body')} rich multiline required hint={t('editor.bodyHint')} errors={errors} />

      <fieldset className="space-y-2 rounded border border-slate-200 p-3">
        <legend className={`${LABEL} px-1`}>{t('editor.audience')}</legend>
        <p className="text-xs text-slate-600">{t('editor.audienceHint')}</p>
        <ChoiceGroup
          type="checkbox"
          legend={t('editor.roles')}
          choices={ANNOUNCEMENT_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          registration={form.register('roles')}
          error={fieldError('roles')}
          columns={2}
        />
        <div className="grid gap-3 md:grid-cols-2">
          <SelectField label={t('editor.company')} {...form.register('companyId')} error={errors.companyId}>
            <option value="">{t('editor.anyCompany')}</option>
            {options.data?.companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('editor.country')} {...form.register('countryId')} error={errors.countryId}>
            <option value="">{t('editor.anyCountry')}</option>
            {options.data?.countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className="space-y-2 rounded border border-slate-200 p-3">
        <legend className={`${LABEL} px-1`}>{t('editor.window')}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          <TextField label={t('editor.publishFrom')} type="datetime-local" required {...form.register('publishFrom')} error={errors.publishFrom} />
          <TextField label={t('editor.publishUntil')} hint={t('editor.publishUntilHint')} type="datetime-local" {...form.register('publishUntil')} error={errors.publishUntil} />
        </div>
        <p className="text-xs text-slate-600">{record?.emailed ? t('editor.alreadyEmailed') : t('editor.emailHint')}</p>
      </fieldset>
    </DialogFormBody>
  );
}
