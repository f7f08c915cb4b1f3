import { publicRoute, type IdsOf } from '../../../shared/route-tables/define';
import type { SectionQuery } from '../../../shared/route-tables/query-params';

/** The information pages: about, vacancies, certification, the expertise pages, FAQs, troubleshooting, legal. */
export const INFO_ROUTES = [
  publicRoute('/faqs', 'faqs'),
  publicRoute('/about', 'about'),
  publicRoute('/about/vacancies', 'vacancies'),
  publicRoute('/about/certification', 'certification'),
  publicRoute('/expertise/leak-detection', 'expertiseLeakDetection'),
  publicRoute('/expertise/pipeline', 'expertisePipeline'),
  publicRoute('/expertise/subsea', 'expertiseSubsea'),
  publicRoute('/troubleshooting', 'troubleshooting'),
  publicRoute('/legal/terms', 'terms'),
  publicRoute('/legal/privacy', 'privacy'),
  publicRoute('/legal/policies', 'policies'),
] as const;

export type InfoRouteId = IdsOf<typeof INFO_ROUTES>;

/** The query parameters these pages read (read by the server alone: route-tables/query.ts). */
export const INFO_QUERY = {
  faqs: ['q'],
  troubleshooting: ['product', 'q'],
} satisfies SectionQuery<InfoRouteId>;
