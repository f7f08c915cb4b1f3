import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'wouter';
import { areaPath, countrySlug, FINDER_PATH } from '../../../../shared/dealers/dealer-kinds';
import { useTRPC } from '../../../trpc';
import { usePageLocale } from '../../catalog/use-locale-param';
import { useCountryOptions } from '../../../components/ui/CountryOptions';

/**
 * "Your local dealer" (SPEC.md section 2 "Contact"), by the country chosen in the form: the dealer finder's page of
 * that country when it has dealers (public.dealers.countries, asked only once a country is chosen), otherwise a word
 * that the works answers directly. Until a country is chosen, or if the dealers cannot be read, the finder itself.
 */
export function LocalDealer({ countryId }: { countryId: string }) {
  const { t } = useTranslation('forms');
  const trpc = useTRPC();
  const locale = usePageLocale();
  const countries = useCountryOptions();
  const chosen = countries.data?.find((country) => String(country.id) === countryId);
  const dealers = useQuery({ ...trpc.public.dealers.countries.queryOptions({ locale }), enabled: Boolean(chosen), staleTime: 5 * 60_000 });
  const served = chosen && dealers.data?.find((country) => country.slug === countrySlug(chosen.name));

  return (
    <div aria-live="polite" className="rounded border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <p className="font-semibold text-navy-900">{t('contact.dealer')}</p>
      {!chosen || !dealers.data ? (
        <p className="mt-1">
          {t('contact.dealerChoose')}{' '}
          <Link href={FINDER_PATH} className="font-medium text-navy-800 underline underline-offset-2">
            {t('contact.dealerAll')}
          </Link>
        </p>
      ) : served ? (
        <p className="mt-1">
          {t('contact.dealerFor', { country: served.name })}{' '}
          <Link href={areaPath(served.slug)} className="font-medium text-navy-800 underline underline-offset-2">
            {t('contact.dealerLink')}
          </Link>
        </p>
      ) : (
        <p className="mt-1">{t('contact.dealerNone', { country: chosen.label })}</p>
      )}
    </div>
  );
}
