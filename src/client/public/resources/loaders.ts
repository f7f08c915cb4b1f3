import type { ResourceRouteId } from './routes';
import type { PageLoader } from '../../ssr/load-context';
import { dielectricStrengthHead, testVoltageHead } from './heads';
import { thicknessQuery } from './query';

/**
 * The two reference pages need no server data: their tables and the calculator come from shared pure functions, so
 * the loaders only build the head (the page computes the same results while rendering). Any ?thickness= answers 200;
 * a wrong one shows its message on the page.
 */
const NAMESPACES = ['resources'];

const dielectricStrength: PageLoader = async ({ t, origin }) => ({
  found: true,
  head: dielectricStrengthHead(t, origin),
  namespaces: NAMESPACES,
});

const testVoltage: PageLoader = async ({ search, locale, t, origin }) => ({
  found: true,
  head: testVoltageHead(thicknessQuery(search), t, locale, origin),
  namespaces: NAMESPACES,
});

export const RESOURCE_LOADERS = { dielectricStrength, testVoltage } satisfies Partial<Record<ResourceRouteId, PageLoader>>;
