import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import { slugFrom } from '../../../shared/catalog/collections/rows';
import { TextField } from '../../components/form/fields';
import { DialogFormBody } from '../../components/form/DialogForm';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { fieldErrorsOf } from '../../lib/trpc-errors';

export interface QuickCreateValues {
  name_EN: string;
  slug: string;
  modelCode: string;
}

/**
 * The few fields a new category, product or option needs before its own page opens: the English name, the slug
 * (suggested from the name until typed over) and, for products and options, the model code. The record is created
 * unpublished, so visitors see nothing half filled in; the rest is edited on its page. In a panel of the parent's page,
 * or in the list's "Add product" dialog (with Cancel).
 */
export function QuickCreateForm({
  withModelCode,
  submitLabel,
  pending,
  error,
  onCreate,
  onCancel,
  children,
}: {
  withModelCode: boolean;
  submitLabel: string;
  pending: boolean;
  /** The create call's error: field errors go next to their input, anything else above the button. */
  error: unknown;
  onCreate(values: QuickCreateValues): void;
  onCancel?(): void;
  /** Further inputs (the category of a product added from the list). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTyped, setSlugTyped] = useState(false);
  const [modelCode, setModelCode] = useState('');
  const errors = fieldErrorsOf(error);

  return (
    <DialogFormBody
      className="space-y-3"
      onSubmit={() => onCreate({ name_EN: name.trim(), slug: slug.trim(), modelCode: modelCode.trim() })}
      onCancel={onCancel}
      // The fields shown here and the ones a caller shows with its own inputs (the product's category).
      error={generalErrorOf(error, { fields: ['name_EN', 'slug', 'modelCode', 'categoryId', 'productId', 'parentId'] })}
      pending={pending}
      submitLabel={submitLabel}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('create.name')}
          value={name}
          required
          maxLength={160}
          error={errors.name_EN?.[0]}
          onChange={(event) => {
            setName(event.target.value);
            if (!slugTyped) setSlug(slugFrom(event.target.value));
          }}
        />
        <TextField
          label={t('create.slug')}
          value={slug}
          required
          maxLength={120}
          error={errors.slug?.[0]}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugTyped(event.target.value !== '');
          }}
        />
        {withModelCode && (
          <TextField label={t('create.modelCode')} value={modelCode} maxLength={40} error={errors.modelCode?.[0]} onChange={(event) => setModelCode(event.target.value)} />
        )}
        {children}
      </div>
      <p className="text-sm text-slate-600">{t('create.hint')}</p>
    </DialogFormBody>
  );
}
