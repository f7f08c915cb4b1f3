/** The page a certificate's QR code opens: /verify/{code}. */
export const VERIFY_PATH = '/verify';

export const verifyPath = (code: string) => `${VERIFY_PATH}/${encodeURIComponent(code)}`;

/**
 * The procedure's input for a code from the address: one input for the server's loader and the page, so both use one
 * query key. Cut to 64 characters (no code is longer, and the procedure refuses very long input rather than answer).
 */
export const verifyInput = (code: string) => ({ code: code.slice(0, 64) });

/** The code a visitor typed in its stored form, or null when it cannot be one (the server's own rule). */
export { normaliseCode as typedCode, CODE_LENGTH } from '../../../shared/certificates/codes';
