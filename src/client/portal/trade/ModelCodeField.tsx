import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../account/instruments/use-debounced-value';
import { useTRPC } from '../../trpc';

/**
 * A model code box that suggests the catalogue's codes as one types (a datalist: the browser's own accessible
 * suggestions). Any text may be sent; the server says when it is not in the catalogue.
 */
export function ModelCodeField({
  label,
  value,
  onChange,
  error,
  required = false,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  required?: boolean;
  testId: string;
}) {
  const id = useId();
  const listId = `${id}-models`;
  const trpc = useTRPC();
  const typed = useDebouncedValue(value.trim());
  const models = useQuery({ ...trpc.portal.stock.catalogue.queryOptions({ q: typed }), enabled: typed.length >= 1, staleTime: 60_000 });
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        list={listId}
        value={value}
        maxLength={40}
        required={required}
        autoComplete="off"
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-navy-700 aria-invalid:border-red-600"
      />
      <datalist id={listId}>
        {(models.data ?? []).map((model) => (
          <option key={model.modelCode} value={model.modelCode}>
            {model.name}
          </option>
        ))}
      </datalist>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
