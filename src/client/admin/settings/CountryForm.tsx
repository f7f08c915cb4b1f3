import { useTranslation } from '../../lib/i18n-react';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { CheckboxField, TextField } from '../../components/form/fields';

export interface CountryDraft {
  name: string;
  is_eu: boolean;
}

/** The fields the add and edit dialogs share; each shows its own server errors (and the edit, a refused delete) in a red alert above them. */
export function CountryFields({
  draft,
  onChange,
  errors,
  refusal,
}: {
  draft: CountryDraft;
  onChange(draft: CountryDraft): void;
  errors: Record<string, string[]>;
  refusal?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <ErrorSummary errors={errors} general={refusal} />
      <TextField label={t('countries.name')} value={draft.name} onChange={(event) => onChange({ ...draft, name: event.target.value })} />
      <CheckboxField label={t('countries.isEu')} checked={draft.is_eu} onChange={(event) => onChange({ ...draft, is_eu: event.target.checked })} />
    </>
  );
}
