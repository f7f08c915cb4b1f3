import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ResourceDef } from '../../../shared/collections/types';
import { useResourceApi } from './resource-api';
import { SelectField } from '../../components/form/fields';

interface ChoiceFilterProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** The select of a filter whose choices the server answers: "All" first, then an optional "none" choice, then them. */
function ChoiceSelect({ label, value, onChange, choices, none }: ChoiceFilterProps & {
  choices: readonly { value: string; label: string }[] | undefined;
  none?: { value: string; label: string } | undefined;
}) {
  const { t } = useTranslation('admin-resources');
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)} className="max-w-64">
      <option value="">{t('all')}</option>
      {none && <option value={none.value}>{none.label}</option>}
      {choices?.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A filter on a relation: its choices as the collection's `filterOptions` answers them, in any face (the first 20
 * records of the target by name, unless the collection names its own: the courses a company's staff are on).
 */
export function RelationFilter({
  def,
  field,
  none,
  ...select
}: ChoiceFilterProps & {
  def: ResourceDef;
  field: string;
  /** The choice of the records without a related record ("No company"), offered after "All". */
  none?: { value: string; label: string };
}) {
  const api = useResourceApi(def);
  const options = useQuery(api.filterOptions.queryOptions({ field }));
  const choices = options.data?.map((option) => ({ value: String(option.id), label: option.label }));
  return <ChoiceSelect {...select} choices={choices} none={none} />;
}

/**
 * An 'offered' filter: one of the text values the collection's `offeredValues` answers (the sections that occur in
 * the audit trail), by their names in the reader's language, after "All".
 */
export function OfferedFilter({ def, field, ...select }: ChoiceFilterProps & { def: ResourceDef; field: string }) {
  const api = useResourceApi(def);
  const options = useQuery(api.offeredValues.queryOptions({ field }));
  return <ChoiceSelect {...select} choices={options.data} />;
}
