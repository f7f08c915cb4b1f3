import type { PageLoader } from '../../ssr/load-context';

export const CATALOG_LOADERS: Record<string, PageLoader> = {};
