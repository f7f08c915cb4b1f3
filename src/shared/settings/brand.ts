/** DECISIONS.md "Identity": one place for the brand, used in titles, meta descriptions, e-mails and PDFs. */
export const BRAND = {
  name: 'Voltara Test Equipment',
  company: 'Voltara Test Equipment Ltd',
  copyrightYear: 2024,
} as const;

export function pageTitle(page: string): string {
  return page ? `${page} | ${BRAND.name}` : BRAND.name;
}
