import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { areaPath } from '../../../shared/dealers/dealer-kinds';
import type { DealerMap as MapData } from '../../../shared/dealers/dealers.types';
import { usePageLocale } from '../catalog/use-locale-param';

/**
 * One map of the finder: SVG paths drawn on the server (features/dealers/world-map.ts), so it is whole in the first
 * HTML and needs no script. The countries with dealers are links named by the country (Tab reaches each, Enter opens
 * it); the rest is one plain shape, hidden from assistive technology. `skipInTabOrder`: the world map leaves the
 * countries the Europe map also offers out of the Tab order (one stop per country; a click still works).
 */
export function DealerMap({ map, label, skipInTabOrder = false }: { map: MapData; label: string; skipInTabOrder?: boolean }) {
  return (
    // Styles sit on the svg (hover and focus by descendant selectors) and strokes are inherited, not repeated on
    // every country: the map's markup is a good part of the page.
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="group"
      aria-label={label}
      stroke="white"
      strokeWidth={0.7}
      strokeLinejoin="round"
      className="block h-auto w-full [&_a]:cursor-pointer [&_a]:fill-navy-700 [&_a:focus-visible]:fill-volt-500 [&_a:focus-visible]:stroke-navy-950 [&_a:focus-visible]:[stroke-width:2] [&_a:hover]:fill-volt-500"
    >
      <path d={map.plain} aria-hidden="true" className="fill-slate-300" />
      {map.countries.map((country) => (
        <a key={country.slug} href={areaPath(country.slug)} aria-label={country.name} tabIndex={skipInTabOrder && country.inEurope ? -1 : undefined}>
          <title>{country.name}</title>
          <path d={country.d} />
        </a>
      ))}
    </svg>
  );
}

export const WORLD_MAP_ID = 'dealer-map-world';
export const EUROPE_MAP_ID = 'dealer-map-europe';

/** The maps' markup as the server drew it in this language, when the app is taking over a server-rendered finder. */
export function serverDrawnMaps(locale: string): { world: string; europe: string } | null {
  if (typeof document === 'undefined') return null;
  const world = document.getElementById(WORLD_MAP_ID);
  const europe = document.getElementById(EUROPE_MAP_ID);
  if (!world?.firstElementChild || !europe?.firstElementChild) return null;
  if (world.dataset.locale !== locale || europe.dataset.locale !== locale) return null;
  return { world: world.innerHTML, europe: europe.innerHTML };
}

interface MapSlotProps {
  id: string;
  /** The server's markup, kept as it is (hydration leaves an element with inner HTML untouched). */
  server?: string | undefined;
  map?: MapData | undefined;
  label: string;
  skipInTabOrder?: boolean;
}

/** Where a map goes: the server's markup kept, the map drawn from data, or its space held while the data comes. */
export function MapSlot({ id, server, map, label, skipInTabOrder = false }: MapSlotProps) {
  const [, navigate] = useLocation();
  const locale = usePageLocale();
  // Once the app runs, a country opens within it; before that (or without JavaScript) the links are plain links.
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    navigate(href);
  };
  if (server !== undefined) return <div id={id} data-locale={locale} onClick={follow} dangerouslySetInnerHTML={{ __html: server }} />;
  if (!map) return <div id={id} className="aspect-[2/1] w-full animate-pulse rounded bg-slate-100" aria-busy="true" />;
  return (
    <div id={id} data-locale={locale} onClick={follow}>
      <DealerMap map={map} label={label} skipInTabOrder={skipInTabOrder} />
    </div>
  );
}
