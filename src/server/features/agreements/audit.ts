/** The audit section of the back office's agreement writes. */
export const AGREEMENTS_AUDIT_SECTION = 'agreements';
