import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { EnquiryDetail } from '../../../shared/enquiries/inbox.schema';
import { INTL_LOCALE, isLocale, type Locale } from '../../../shared/locales';
import { useTRPC } from '../../trpc';

/**
 * After an action: the enquiry's page shows the answer at once, and every other inbox query (the list pages, the menu
 * badge, the dashboard panel) is read again.
 */
export function useInboxUpdated(): (detail: EnquiryDetail) => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (detail) => {
    const key = trpc.admin.enquiries.get.queryKey({ id: detail.id });
    queryClient.setQueryData(key, detail);
    await queryClient.invalidateQueries({
      queryKey: trpc.admin.enquiries.pathKey(),
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
    });
  };
}

/** A language's name in the admin's language ("Spanisch" for a German admin), for the reply hint and the detail. */
export function useLanguageName(): (locale: Locale) => string {
  const { i18n } = useTranslation();
  const tag = isLocale(i18n.language) ? INTL_LOCALE[i18n.language] : 'en-GB';
  const names = new Intl.DisplayNames([tag], { type: 'language' });
  return (locale) => names.of(locale) ?? locale;
}
