import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useSearch } from 'wouter';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { CountryPicker } from './CountryPicker';
import { DealerSections } from './DealerCards';
import { EUROPE_MAP_ID, MapSlot, serverDrawnMaps, WORLD_MAP_ID } from './DealerMap';
import { DealerShell, NotListed } from './DealerShell';
import { LoadingPage } from '../LoadingPage';
import { areaQueryInput, finderQueryInput, pickedArea } from './query-inputs';
import { Part } from '../../components/ui/Part';

/**
 * /distributors: the country dropdown, the world map and a map of Europe (where most dealers are, too small on the
 * world map to hit), and 'my country is not listed'. With ?area= (the dropdown sent without JavaScript) the chosen
 * country's dealers show under the dropdown.
 */
export function FinderPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const area = pickedArea(new URLSearchParams(useSearch()));
  const { t } = useTranslation('dealers');
  const finder = useQuery(trpc.public.dealers.finder.queryOptions(finderQueryInput(locale)));
  const picked = useQuery({ ...trpc.public.dealers.area.queryOptions(areaQueryInput(area, locale)), enabled: area !== '' });
  const pickedData = area === '' ? null : (picked.data ?? null);
  if (!finder.data) return <LoadingPage query={finder} />;
  return (
    <DealerShell title={t('finder.title')} lead={t('finder.lead')}>
      <p className="mt-2 text-slate-600">{t('finder.summary', { dealers: finder.data.dealers, countries: finder.data.countries.length })}</p>
      <CountryPicker countries={finder.data.countries} current={pickedData?.country.slug ?? ''} />
      {area !== '' && !picked.isPending && (
        <section aria-labelledby="picked-dealers" className="mt-8">
          {pickedData ? (
            <>
              <h2 id="picked-dealers" className="text-2xl font-bold text-navy-900">
                {t('area.title', { country: pickedData.country.name })}
              </h2>
              <DealerSections data={pickedData} />
            </>
          ) : (
            <p id="picked-dealers" role="status" className="rounded border border-amber-400 bg-amber-50 p-4 text-amber-950">
              {t('finder.unknownArea')}
            </p>
          )}
        </section>
      )}
      <Maps />
      <NotListed />
    </DealerShell>
  );
}

/**
 * The two maps. Rendered on the server from public.dealers.maps, which the page's state leaves out: when the app takes
 * over a server-rendered page it keeps the maps' markup as it is (ServerDrawn) instead of downloading the path data a
 * second time; after a navigation within the app (no markup to keep) the maps are fetched and drawn.
 */
function Maps() {
  const { t } = useTranslation('dealers');
  const trpc = useTRPC();
  const locale = usePageLocale();
  const [drawnByServer] = useState(() => serverDrawnMaps(locale));
  const maps = useQuery({ ...trpc.public.dealers.maps.queryOptions(finderQueryInput(locale)), enabled: drawnByServer === null });
  const data = drawnByServer === null ? maps.data : undefined;
  return (
    <Part id="dealer-maps" title={t('map.title')} hint={t('map.hint')}>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <figure className="rounded-lg border border-slate-200 bg-white p-2 lg:col-span-2">
          <figcaption className="px-1 text-sm font-semibold text-navy-900">{t('map.worldTitle')}</figcaption>
          <MapSlot id={WORLD_MAP_ID} server={drawnByServer?.world} map={data?.world} label={t('map.world')} skipInTabOrder />
        </figure>
        <figure className="rounded-lg border border-slate-200 bg-white p-2">
          <figcaption className="px-1 text-sm font-semibold text-navy-900">{t('map.europeTitle')}</figcaption>
          <MapSlot id={EUROPE_MAP_ID} server={drawnByServer?.europe} map={data?.europe} label={t('map.europe')} />
        </figure>
      </div>
    </Part>
  );
}
