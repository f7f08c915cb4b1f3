import { useId, type ReactNode } from 'react';

/**
 * A compact labelled select of a list's filter bar. The label names the select by `for`, not by wrapping it: a wrapping
 * label's name took in the options' text too ("Sort by Name E-mail Role Created"), which screen readers read out.
 */
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
  const id = useId();
  return (
    // min-w-0 and max-w-full: a long option never makes the bar wider than a phone.
    <div className="flex max-w-full min-w-0 flex-col gap-1 text-sm font-semibold text-navy-900">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-full rounded border border-slate-300 bg-white px-3 py-2 text-sm font-normal"
      >
        {children}
      </select>
    </div>
  );
}
