/** Text helpers of the e-mail templates. */

/** A value written into an e-mail's HTML: the five characters HTML gives meaning to, as character references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** "{name}" placeholders of a template sentence filled in; an unknown one becomes empty. */
export const fillTemplate = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

