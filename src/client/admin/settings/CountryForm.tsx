import { useTranslation } from '../../lib/i18n-react';
import { FirstErrors } from '../../components/ui/Alert';
import { CheckboxField, TextField } from '../../components/form/fields';

export interface CountryDraft {
  name: string;
  is_eu: boolean;
}

/** The fields the add and edit dialogs share; each shows its own server errors in a red alert above them. */
export function CountryFields({ draft, onChange, errors }: { draft: CountryDraft; onChange(draft: CountryDraft): void; errors: Record<string, string[]> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FirstErrors errors={errors} />
      <TextField label={t('countries.name')} value={draft.name} onChange={(event) => onChange({ ...draft, name: event.target.value })} />
      <CheckboxField label={t('countries.isEu')} checked={draft.is_eu} onChange={(event) => onChange({ ...draft, is_eu: event.target.checked })} />
    </>
  );
}
