import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { RETURN_PARTS } from '../../../shared/returns/enums';
import type { MyInstrument } from '../../../shared/serials/instruments.types';
import { SelectField, TextField } from '../../components/form/fields';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { fieldId } from './field-id';
import { withInstrument } from './lines';
import { PartField } from './PartField';
import { ProductSearch } from './ProductSearch';
import { useReturnForm } from './use-return-form';

export const lineHeadingId = (index: number) => `return-line-${index}`;

/**
 * One item to return: the product (searched, typed, or one of "My instruments"), full kit or a single part (and
 * which), serial number if it has one, order number, and its value, which SPEC.md requires.
 */
export function LineFields({ index, instruments, onRemove }: { index: number; instruments: readonly MyInstrument[]; onRemove: (() => void) | null }) {
  const { t } = useTranslation('returns');
  const { register, errorOf } = useReturnForm();
  const line = `lines.${index}` as const;
  return (
    <div role="group" aria-labelledby={lineHeadingId(index)} className="min-w-0 space-y-4 rounded border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={lineHeadingId(index)} tabIndex={-1} className="font-semibold text-navy-900 outline-none focus-visible:ring-2 focus-visible:ring-navy-700">
          {t('form.item', { n: index + 1 })}
        </h3>
        {onRemove && (
          <button type="button" onClick={onRemove} className="rounded border border-red-300 bg-white px-3 py-1 text-sm font-medium text-red-700 hover:bg-red-50">
            {t('form.removeItem')}
            <span className="sr-only"> {index + 1}</span>
          </button>
        )}
      </div>
      <ProductSearch index={index} />
      {instruments.length > 0 && <InstrumentSelect index={index} instruments={instruments} />}
      <ChoiceGroup
        type="radio"
        id={fieldId(`${line}.part`)}
        legend={t('fields.part')}
        choices={RETURN_PARTS.map((part) => ({ value: part, label: t(`parts.${part}`) }))}
        error={errorOf(`${line}.part`)}
        registration={register(`${line}.part`)}
      />
      <PartField index={index} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField id={fieldId(`${line}.serialNumber`)} label={t('fields.serialNumber')} autoComplete="off" spellCheck={false} maxLength={60} error={errorOf(`${line}.serialNumber`)} {...register(`${line}.serialNumber`)} />
        <TextField id={fieldId(`${line}.orderNumber`)} label={t('form.optional', { label: t('fields.orderNumber') })} autoComplete="off" maxLength={60} error={errorOf(`${line}.orderNumber`)} {...register(`${line}.orderNumber`)} />
        <TextField
          id={fieldId(`${line}.value`)}
          label={t('fields.value')}
          hint={t('form.valueHint')}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          error={errorOf(`${line}.value`)}
          {...register(`${line}.value`)}
        />
      </div>
    </div>
  );
}

/** "One of my instruments": fills the line's product and serial number from the account's registered instruments. */
function InstrumentSelect({ index, instruments }: { index: number; instruments: readonly MyInstrument[] }) {
  const { t } = useTranslation('returns');
  const { control, getValues, setValue, clearErrors } = useReturnForm();
  const [slug, serial] = useWatch({ control, name: [`lines.${index}.productSlug`, `lines.${index}.serialNumber`] });
  // Shown as chosen while the line still holds that instrument's product and serial number.
  const chosen = instruments.find((instrument) => instrument.productSlug === slug && instrument.serialNumber === serial);
  const pick = (value: string) => {
    const instrument = instruments.find((candidate) => String(candidate.id) === value);
    if (!instrument) return;
    setValue(`lines.${index}`, withInstrument(getValues(`lines.${index}`), instrument), { shouldDirty: true });
    clearErrors([`lines.${index}.itemName`, `lines.${index}.serialNumber`]);
  };
  return (
    <SelectField id={`return-lines-${index}-instrument`} label={t('fields.myInstrument')} error={undefined} value={chosen ? String(chosen.id) : ''} onChange={(event) => pick(event.target.value)}>
      <option value="">{t('form.chooseInstrument')}</option>
      {instruments.map((instrument) => (
        <option key={instrument.id} value={instrument.id}>
          {instrument.productName} – {instrument.serialNumber}
        </option>
      ))}
    </SelectField>
  );
}
