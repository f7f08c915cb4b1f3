import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import type { Suggestion } from '../../../../shared/collections/suggestions';
import type { ResourceDef } from '../../../../shared/collections/types';
import { Typeahead } from '../../../components/ui/Typeahead';
import { useResourceApi } from '../resource-api';
import { CONTROL } from '../../../components/form/parts';

/** Suggestions barely change while a form is open: typing back to an earlier text asks nobody again. */
const SUGGESTIONS_STALE_MS = 60_000;

/**
 * A text field that suggests values as one types (`{ kind: 'text', suggest }`): the typeahead's combobox, asking the
 * collection's `suggest` procedure. It stays a text box: whatever is typed is the value, a suggestion picked (click,
 * or arrow keys and Enter) fills it in, and the server judges what is saved.
 */
export function SuggestInput({
  def,
  field,
  id,
  label,
  value,
  onChange,
  onBlur,
  errorId,
}: {
  def: ResourceDef;
  /** The field's name in the definition (what the server looks its source up by). */
  field: string;
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  /** The id of the field's error message, when it has one. */
  errorId: string | undefined;
}) {
  const { t } = useTranslation('admin-resources');
  const api = useResourceApi(def);
  const queryClient = useQueryClient();
  // The typeahead owns its text; the form may still set the value from outside (a reset after saving, the record
  // loaded). Then the box starts afresh with the form's value.
  const [typed, setTyped] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (value !== typed) {
    setTyped(value);
    setGeneration((count) => count + 1);
  }

  const search = (term: string, signal: AbortSignal): Promise<Suggestion[]> => {
    const options = api.suggest.queryOptions({ field, search: term });
    signal.addEventListener('abort', () => void queryClient.cancelQueries({ queryKey: options.queryKey }));
    return queryClient.fetchQuery({ ...options, staleTime: SUGGESTIONS_STALE_MS });
  };

  return (
    <div onBlur={onBlur}>
      <Typeahead<Suggestion>
        key={generation}
        inputId={id}
        label={label}
        defaultValue={value}
        invalid={errorId !== undefined}
        describedBy={errorId}
        search={search}
        onInputChange={(text) => {
          setTyped(text);
          onChange(text);
        }}
        onSelect={() => undefined}
        itemLabel={(item) => item.value}
        itemKey={(item) => item.value}
        renderItem={(item) => (
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-mono font-semibold">{item.value}</span>
            <span className="text-sm opacity-80">{item.label}</span>
          </span>
        )}
        noResultsText={t('suggest.noResults')}
        inputClassName={CONTROL}
      />
    </div>
  );
}
