import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { SERVICE_TOOL_KINDS, type ServiceToolKind } from '../../../shared/partners/enums';
import { SERVICE_TOOL_ROLES, SERVICE_TOOL_TEXT_MAX, type ServiceToolCreateInput, type ServiceToolRole } from '../../../shared/service-tools/servicetools.schema';
import { CheckboxField, SelectField, TextField } from '../../components/form/fields';
import type { FieldErrors } from '../../lib/trpc-errors';
import { useTRPC } from '../../trpc';
import { LocalizedPlainInputs } from '../generic/fields/LocalizedInput';
import { describedBy, FieldError, Hint, LABEL } from '../../components/form/parts';
import { DialogFormBody } from '../../components/form/DialogForm';
import { draftBinding, emptyTexts, firstErrors, pickTexts } from '../generic/localized-texts';
import type { Localized } from '../../../shared/locales';

/** The tool's fields as the form holds them; its description in every language. */
export interface ToolDraft extends Localized<'description'> {
  name: string;
  kind: ServiceToolKind;
  productId: string;
  roles: ServiceToolRole[];
  published: boolean;
  sort: string;
}

export const EMPTY_TOOL: ToolDraft = { name: '', kind: 'software', productId: '', ...emptyTexts('description'), roles: [], published: true, sort: '0' };

export const toolInput = (draft: ToolDraft): ServiceToolCreateInput => ({
  name: draft.name,
  kind: draft.kind,
  productId: draft.productId ? Number(draft.productId) : null,
  ...pickTexts(draft, 'description'),
  roles: draft.roles,
  published: draft.published,
  sort: Number(draft.sort) || 0,
});

/**
 * A tool's fields: name, kind, product, description, the roles it is for (none: every service role), published, order.
 * In the "New service tool" dialog (with Cancel) and on the tool's page.
 */
export function ToolForm({
  initial,
  errors,
  error,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ToolDraft;
  errors: FieldErrors;
  /** A refusal that names no field (generalErrorOf). */
  error: string | undefined;
  pending: boolean;
  submitLabel: string;
  onSubmit(draft: ToolDraft): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation('admin-servicetools');
  const trpc = useTRPC();
  const products = useQuery(trpc.admin.servicetools.products.queryOptions());
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<ToolDraft>) => setDraft((current) => ({ ...current, ...change }));
  const first = (field: string) => errors[field]?.[0];
  const rolesId = useId();
  return (
    <DialogFormBody testId="tool-form" onSubmit={() => onSubmit(draft)} onCancel={onCancel} error={error} pending={pending} submitLabel={submitLabel}>
      <TextField label={t('form.name')} value={draft.name} maxLength={SERVICE_TOOL_TEXT_MAX.name} required error={first('name')} onChange={(event) => set({ name: event.target.value })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('form.kind')} value={draft.kind} error={first('kind')} onChange={(event) => set({ kind: SERVICE_TOOL_KINDS.find((k) => k === event.target.value) ?? 'software' })}>
          {SERVICE_TOOL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('form.product')} value={draft.productId} error={first('productId')} onChange={(event) => set({ productId: event.target.value })}>
          <option value="">{t('form.noProduct')}</option>
          {(products.data ?? []).map((product) => (
            <option key={product.id} value={product.id}>
              {product.label}
            </option>
          ))}
        </SelectField>
      </div>
      <LocalizedPlainInputs
        name="description"
        label={t('form.description')}
        multiline
        required={false}
        errors={firstErrors(errors)}
        bind={draftBinding(draft, (key, value) => set({ [key]: value }))}
      />
      <fieldset className="space-y-2" aria-describedby={describedBy(rolesId, true, first('roles'))}>
        <legend className={LABEL}>{t('form.roles')}</legend>
        <Hint id={rolesId} hint={t('form.rolesHint')} />
        <div className="grid gap-1 sm:grid-cols-2">
          {SERVICE_TOOL_ROLES.map((role) => (
            <CheckboxField
              key={role}
              label={t(`roles.${role}`)}
              checked={draft.roles.includes(role)}
              onChange={(event) => set({ roles: event.target.checked ? [...draft.roles, role] : draft.roles.filter((r) => r !== role) })}
            />
          ))}
        </div>
        <FieldError id={rolesId} error={first('roles')} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <CheckboxField label={t('form.published')} checked={draft.published} onChange={(event) => set({ published: event.target.checked })} />
        <TextField label={t('form.sort')} type="number" min={0} max={1000000} value={draft.sort} error={first('sort')} onChange={(event) => set({ sort: event.target.value })} />
      </div>
    </DialogFormBody>
  );
}
