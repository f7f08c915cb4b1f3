import type { TFunction } from 'i18next';
import type { PageHead } from '../../../shared/seo/head';
import { breadcrumbJsonLd, type Crumb } from '../../../shared/seo/json-ld';
import type { ParsedThickness } from '../../../shared/catalog/test-voltage';
import { naceSp0188, astmD5162 } from '../../../shared/catalog/test-voltage';
import { formatThickness } from './format';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';
import type { ResourceRouteId } from './routes';
import { publicPath } from '../../../shared/route-tables/public';

/**
 * Head tags of the two reference pages, made by the routes' loaders: the server writes them into the first HTML, the
 * browser applies the same after a navigation (client/router/RouteHead.tsx). `origin` only matters for the JSON-LD (absolute URLs).
 */



/** Home, then the page: the same list feeds the visible breadcrumbs and the BreadcrumbList. */
export function resourceCrumbs(routeId: ResourceRouteId, t: TFunction): Crumb[] {
  return [
    { name: t('resources:home'), path: '/' },
    { name: t(`resources:titles.${routeId}`), path: publicPath(routeId) },
  ];
}

function head(routeId: ResourceRouteId, description: string, t: TFunction, origin: string): PageHead {
  return { title: t(`resources:titles.${routeId}`), description, jsonLd: [breadcrumbJsonLd(origin, resourceCrumbs(routeId, t))] };
}

export function dielectricStrengthHead(t: TFunction, origin = ''): PageHead {
  return head('dielectricStrength', t('resources:dielectric.description'), t, origin);
}

/** With a valid thickness the description names the two voltages, so a shared link previews the answer. */
export function testVoltageHead(parsed: ParsedThickness | null, t: TFunction, language: string, origin = ''): PageHead {
  if (!parsed?.ok) return head('testVoltage', t('resources:testVoltage.description'), t, origin);
  const description = t('resources:testVoltage.descriptionResult', {
    thickness: formatThickness(parsed.value, language),
    unit: t(`resources:units.${parsed.unit}`),
    nace: formatNumber(naceSp0188(parsed.thickness).volts, localeOf(language)),
    astm: formatNumber(astmD5162(parsed.thickness).volts, localeOf(language)),
  });
  return head('testVoltage', description, t, origin);
}
