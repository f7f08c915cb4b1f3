/** Page-like content sections: widgets, offers, landing pages, events, certificates, case studies, documents, galleries (i18n 'admin-pages'). */
export const PAGE_RESOURCES = {} as const;
