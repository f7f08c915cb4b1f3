import type { TrainingSector } from '../../../shared/enquiries/form-options';
import { publicRoute, type IdsOf } from '../../../shared/route-tables/define';

/**
 * The forms' routes: the pages (browser) and the loaders (server) read the same table, so both render the same page
 * for a route. Zod-free, like every module of these pages' chunks.
 */
export const FORM_ROUTES = [
  publicRoute('/contact', 'contact'),
  publicRoute('/distributors/apply', 'distributorApply'),
  publicRoute('/services/calibration', 'calibration'),
  publicRoute('/services/calibration/book', 'calibrationBook'),
  publicRoute('/services/training', 'training'),
  // Not paths of SPEC.md, which names "training enquiry pages per sector" without their paths.
  publicRoute('/services/training/coatings', 'trainingCoatings'),
  publicRoute('/services/training/plastics', 'trainingPlastics'),
  publicRoute('/services/training/subsea', 'trainingSubsea'),
  publicRoute('/services/training/medical', 'trainingMedical'),
  publicRoute('/services/training/leak-detection', 'trainingLeakDetection'),
] as const;

export type FormRouteId = IdsOf<typeof FORM_ROUTES>;

export const SECTOR_OF_ROUTE = {
  trainingCoatings: 'coatings',
  trainingPlastics: 'plastics',
  trainingSubsea: 'subsea',
  trainingMedical: 'medical',
  trainingLeakDetection: 'leak-detection',
} as const satisfies Partial<Record<FormRouteId, TrainingSector>>;

export type SectorRouteId = keyof typeof SECTOR_OF_ROUTE;

export const TRAINING_PATH = '/services/training';
export const CALIBRATION_PATH = '/services/calibration';
export const CALIBRATION_BOOK_PATH = '/services/calibration/book';

export const sectorPath = (sector: TrainingSector) => `${TRAINING_PATH}/${sector}`;

export function isSectorRoute(id: string): id is SectorRouteId {
  return Object.hasOwn(SECTOR_OF_ROUTE, id);
}

export function sectorRouteOf(sector: TrainingSector): SectorRouteId {
  return (Object.keys(SECTOR_OF_ROUTE) as SectorRouteId[]).find((id) => SECTOR_OF_ROUTE[id] === sector) ?? 'trainingCoatings';
}
