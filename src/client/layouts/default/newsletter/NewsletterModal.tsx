/** The newsletter sign-up dialog (SPEC.md sections 4, 5, 8); built with issue 3. */
export function NewsletterModal() {
  return null;
}
