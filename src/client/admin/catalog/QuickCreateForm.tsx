import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import { slugFrom } from '../../../shared/catalog/collections/rows';
import { Alert } from '../../components/ui/Alert';
import { SubmitButton, TextField } from '../../components/form/fields';
import { fieldErrorsOf } from '../../lib/trpc-errors';

export interface QuickCreateValues {
  name_EN: string;
  slug: string;
  modelCode: string;
}

/**
 * The few fields a new category, product or option needs before its own page opens: the English name, the slug
 * (suggested from the name until typed over) and, for products and options, the model code. The record is created
 * unpublished, so visitors see nothing half filled in; the rest is edited on its page.
 */
export function QuickCreateForm({
  withModelCode,
  submitLabel,
  pending,
  error,
  onCreate,
  children,
}: {
  withModelCode: boolean;
  submitLabel: string;
  pending: boolean;
  /** The create call's error: field errors go next to their input, anything else above the button. */
  error: unknown;
  onCreate(values: QuickCreateValues): void;
  /** Further inputs (the category of a product added from the list). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTyped, setSlugTyped] = useState(false);
  const [modelCode, setModelCode] = useState('');
  const errors = fieldErrorsOf(error);
  const known = ['name_EN', 'slug', 'modelCode', 'categoryId', 'productId', 'parentId'];
  const other = error && !Object.keys(errors).some((key) => known.includes(key)) ? (error as Error).message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ name_EN: name.trim(), slug: slug.trim(), modelCode: modelCode.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
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
      {other && <Alert tone="error">{other}</Alert>}
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
    </form>
  );
}
