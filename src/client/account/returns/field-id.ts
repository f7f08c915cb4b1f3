import type { FormPath } from './checks';

/**
 * A return form control's id, made from its field's path, so the error summary can take the visitor to any field (a
 * radio group: its first radio). A section's heading id ends in "-heading", so it never meets one.
 */
export const fieldId = (path: FormPath) => `return-${path.replace(/\./g, '-')}`;
