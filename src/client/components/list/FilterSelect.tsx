import type { ReactNode } from 'react';

/** A compact labelled select of a list's filter bar. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    // min-w-0 and max-w-full: a long option never makes the bar wider than a phone.
    <label className="flex max-w-full min-w-0 flex-col gap-1 text-sm font-semibold text-navy-900">
      {label}
      <select
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-full rounded border border-slate-300 bg-white px-3 py-2 text-sm font-normal"
      >
        {children}
      </select>
    </label>
  );
}
