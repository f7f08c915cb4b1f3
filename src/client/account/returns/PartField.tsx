import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';
import { SelectField, TextField } from '../../components/form/fields';
import { fieldId } from './field-id';
import { localeOf } from '../../../shared/locales';
import { inKit } from './lines';
import { useReturnForm } from './use-return-form';

/** The select's answer for "a part that is not in the list": the text box below then takes its name. */
const OTHER = '__other__';

/**
 * Which part is sent, when a single part is: one of the chosen product's kit items (public.catalog.product's kit
 * list), or typed. A product typed by hand, or one whose page is unknown, has no kit list: the name is typed.
 */
export function PartField({ index }: { index: number }) {
  const { t, i18n } = useTranslation('returns');
  const trpc = useTRPC();
  const { register, errorOf, setValue, clearErrors, control } = useReturnForm();
  const path = `lines.${index}.partName` as const;
  const [part, slug, partName] = useWatch({ control, name: [`lines.${index}.part`, `lines.${index}.productSlug`, path] });
  const single = part === 'single-part';
  const product = useQuery({ ...trpc.public.catalog.product.queryOptions({ slug: slug || '-', locale: localeOf(i18n.language) }), enabled: single && slug !== '' });
  const kit = [...new Set((product.data?.kit ?? []).map((item) => item.name))];
  const [other, setOther] = useState(false);
  if (!single) return null;

  const typed = kit.length === 0 || other || (partName !== '' && !inKit(kit, partName));
  const error = errorOf(path);
  const choose = (value: string) => {
    setOther(value === OTHER);
    setValue(path, value === OTHER ? '' : value, { shouldDirty: true });
    if (value !== '') clearErrors(path);
  };

  return (
    <div className="space-y-3">
      {kit.length > 0 && (
        <SelectField
          id={typed ? `${fieldId(path)}-kit` : fieldId(path)}
          label={t('fields.kitPart')}
          hint={t('form.kitPartHint')}
          required
          value={typed ? OTHER : partName}
          onChange={(event) => choose(event.target.value)}
          error={typed ? undefined : error}
        >
          <option value="">{t('form.choosePart')}</option>
          {kit.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          <option value={OTHER}>{t('form.otherPart')}</option>
        </SelectField>
      )}
      {typed && (
        <TextField id={fieldId(path)} label={t('fields.partName')} hint={kit.length === 0 ? t('form.partNameHint') : undefined} required maxLength={200} error={error} {...register(path)} />
      )}
    </div>
  );
}
