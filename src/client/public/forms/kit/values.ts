/** A select's value as the id the schema wants: null when nothing is chosen (the server says which field is missing). */
export function idOf(value: string | number | null | undefined): number | null {
  const id = Number(value);
  return value === '' || value === null || value === undefined || !Number.isInteger(id) || id <= 0 ? null : id;
}

/** The ticked boxes of a group (react-hook-form gives their string values, one string for a lone box, `false` for none). */
export function listOf(values: readonly string[] | string | false | null | undefined): string[] {
  return Array.isArray(values) ? [...values] : typeof values === 'string' && values ? [values] : [];
}

/** The ticked boxes of a group as ids. */
export function idsOf(values: readonly string[] | string | false | null | undefined): number[] {
  return listOf(values)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** Today in the visitor's time zone (YYYY-MM-DD), the earliest day a booking's date field offers. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
