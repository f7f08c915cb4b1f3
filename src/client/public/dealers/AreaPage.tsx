import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { FINDER_PATH } from '../../../shared/dealers/dealer-kinds';
import type { DealerAreaPage } from '../../../shared/dealers/dealers.types';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { LoadingPage } from '../LoadingPage';
import { NotFoundPage } from '../NotFoundPage';
import { CountryPicker } from './CountryPicker';
import { DealerSections } from './DealerCards';
import { DealerShell, NotListed } from './DealerShell';
import { areaQueryInput } from './query-inputs';
import { LINK } from '../../components/ui/format';
import { Part } from '../../components/ui/Part';

/** /distributors/{area}: a country's dealers with their tags and contacts, and the dropdown to look elsewhere. */
export function AreaPage({ area }: { area: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const query = useQuery(trpc.public.dealers.area.queryOptions(areaQueryInput(area, locale)));
  useTranslation('dealers'); // its texts load beside the data, not after it
  if (query.data === undefined) return <LoadingPage query={query} />;
  if (query.data === null) return <NotFoundPage />;
  return <AreaView data={query.data} />;
}

/**
 * The country's dealers; or, where no dealer covers it, the way to buy directly from the works. Then where to look
 * next: another country of the list, or all of them.
 */
function AreaView({ data }: { data: DealerAreaPage }) {
  const { t } = useTranslation('dealers');
  const count = data.based.length + data.serving.length;
  const country = data.country.name;
  return (
    <DealerShell
      title={count ? t('area.title', { country }) : t('area.directTitle', { country })}
      country={data.country}
      lead={count ? t('area.count', { count }) : t('area.directLead', { country })}
    >
      {count > 0 ? (
        <DealerSections data={data} />
      ) : (
        <p className="mt-6">
          <Link href="/contact" className="inline-block rounded bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800">
            {t('area.directContact')}
          </Link>
        </p>
      )}
      <Part id="other-country" title={t('area.otherCountry')}>
        <CountryPicker countries={data.countries} current={count ? data.country.slug : ''} />
        <p className="mt-4">
          <Link href={FINDER_PATH} className={LINK}>
            {t('area.allCountries')}
          </Link>
        </p>
      </Part>
      {count > 0 && <NotListed />}
    </DealerShell>
  );
}
