/** The contact form's draft in sessionStorage (forms/kit/draft.ts), apart so the page can look for one without the form. */
export const CONTACT_DRAFT = 'form:contact';
