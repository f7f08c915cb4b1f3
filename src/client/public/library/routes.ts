import { publicRoute, route, type IdsOf } from '../../../shared/route-tables/define';

/** The downloads by category, a document read as a guide (blank layout), and the questionnaire. */
export const LIBRARY_ROUTES = [
  publicRoute('/resources/downloads/:id?', 'downloads'),
  publicRoute('/questionnaire', 'questionnaire'),
  route('/guides/:id', 'guide', 'guide'),
] as const;

export type LibraryRouteId = IdsOf<typeof LIBRARY_ROUTES>;
