import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { FirstErrors } from '../../components/ui/Alert';
import { CheckboxField, TextField } from '../../components/form/fields';

export interface CountryDraft {
  name: string;
  is_eu: boolean;
}

/** The add and edit forms share their fields; each shows its own server errors in a red alert above it. */
export function CountryForm({
  draft,
  onChange,
  errors,
  onSubmit,
  children,
}: {
  draft: CountryDraft;
  onChange(draft: CountryDraft): void;
  errors: Record<string, string[]>;
  onSubmit(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FirstErrors errors={errors} />
      <TextField label={t('countries.name')} value={draft.name} onChange={(event) => onChange({ ...draft, name: event.target.value })} />
      <CheckboxField label={t('countries.isEu')} checked={draft.is_eu} onChange={(event) => onChange({ ...draft, is_eu: event.target.checked })} />
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">{children}</div>
    </form>
  );
}
