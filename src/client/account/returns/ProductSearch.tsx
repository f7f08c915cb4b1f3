import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { searchTerm } from '../../components/ui/typeahead';
import { useTRPC } from '../../trpc';
import { useDebouncedValue } from '../registrations/use-debounced-value';
import { TextField } from '../../components/form/fields';
import { fieldId } from './field-id';
import { detachProduct, searchChoices, withProduct, type SearchChoice } from './lines';
import { useReturnForm } from './use-return-form';

/**
 * The item box of a line: typing a name or model code (2 characters at least, SPEC.md section 9) lists the products
 * the registration search finds, to choose one; whatever is typed is also a valid item of its own (a part, an old
 * instrument). The list is a set of buttons under the box, not a combobox: it stays usable by touch, by keyboard and
 * with a screen reader, and the box stays a plain, labelled form field with its error.
 */
export function ProductSearch({ index }: { index: number }) {
  const { t } = useTranslation('returns');
  const trpc = useTRPC();
  const { register, errorOf, getValues, setValue, clearErrors, control } = useReturnForm();
  const path = `lines.${index}.itemName` as const;
  const text = useWatch({ control, name: path }) ?? '';
  // Only what the customer types is looked up: not a prefilled name, nor a product just chosen.
  const [typing, setTyping] = useState(false);
  const term = searchTerm(useDebouncedValue(text));
  const enabled = typing && term !== null;
  const search = useQuery({ ...trpc.account.registration.search.queryOptions({ query: term ?? '' }), enabled });
  const choices = enabled && search.data ? searchChoices(search.data.candidates) : null;

  const registration = register(path, {
    onChange: () => {
      setTyping(true);
      const line = getValues(`lines.${index}`);
      const detached = detachProduct(line);
      // Field by field, not the whole line: the box being typed in is not written to (its caret stays put).
      if (detached === line) return;
      setValue(`lines.${index}.productId`, detached.productId);
      setValue(`lines.${index}.optionId`, detached.optionId);
      setValue(`lines.${index}.productSlug`, detached.productSlug);
      setValue(`lines.${index}.partName`, detached.partName);
    },
  });

  const pick = (choice: SearchChoice) => {
    setValue(`lines.${index}`, withProduct(getValues(`lines.${index}`), choice.product, choice.option), { shouldDirty: true });
    clearErrors(path);
    setTyping(false);
    document.getElementById(fieldId(path))?.focus();
  };

  return (
    <div className="space-y-2">
      <TextField
        id={fieldId(path)}
        label={t('fields.item')}
        hint={t('form.itemHint')}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        error={errorOf(path)}
        {...registration}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setTyping(false);
        }}
      />
      <p aria-live="polite" className={choices && choices.length === 0 ? 'text-sm text-slate-600' : 'sr-only'}>
        {choices ? (choices.length > 0 ? t('form.searchFound', { n: choices.length }) : t('form.searchNone')) : search.isError && enabled ? t('form.searchFailed') : ''}
      </p>
      {choices && choices.length > 0 && (
        <ul aria-label={t('form.searchResults')} className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded border border-slate-200 bg-white shadow-sm">
          {choices.map((choice) => (
            <li key={choice.key}>
              <button type="button" onClick={() => pick(choice)} className="flex w-full flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-left hover:bg-slate-100 focus:bg-slate-100">
                <span className="font-medium text-navy-900">{choice.label}</span>
                <span className="font-mono text-xs text-slate-600">{choice.modelCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
