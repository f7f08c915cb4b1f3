import type { TrainingSector } from '../../../shared/enquiries/form-options';
import type { PublicRouteId, PublicRoutes } from '../../../shared/route-tables/ids';

/**
 * The forms' routes (shared/routes.ts ids): the pages (browser) and the loaders (server) read the same table, so both
 * render the same page for a route. Zod-free, like every module of these pages' chunks.
 */

export const SECTOR_ROUTES = {
  trainingCoatings: 'coatings',
  trainingPlastics: 'plastics',
  trainingSubsea: 'subsea',
  trainingMedical: 'medical',
  trainingLeakDetection: 'leak-detection',
} as const satisfies Partial<Record<PublicRouteId, TrainingSector>>;

export type SectorRouteId = keyof typeof SECTOR_ROUTES;
export type FormRouteId = PublicRoutes<'contact' | 'distributorApply' | 'training' | 'calibration' | 'calibrationBook' | SectorRouteId>;

export const TRAINING_PATH = '/services/training';
export const CALIBRATION_PATH = '/services/calibration';
export const CALIBRATION_BOOK_PATH = '/services/calibration/book';

export const sectorPath = (sector: TrainingSector) => `${TRAINING_PATH}/${sector}`;

export function isSectorRoute(id: string): id is SectorRouteId {
  return Object.hasOwn(SECTOR_ROUTES, id);
}

export function sectorRouteOf(sector: TrainingSector): SectorRouteId {
  return (Object.keys(SECTOR_ROUTES) as SectorRouteId[]).find((id) => SECTOR_ROUTES[id] === sector) ?? 'trainingCoatings';
}
