/** Text helpers of the e-mail templates. */

/** A value written into an e-mail's HTML: the five characters HTML gives meaning to, as character references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
