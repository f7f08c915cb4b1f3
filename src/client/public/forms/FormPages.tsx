import { lazy } from 'react';
import type { AreaProps } from '../../router/area-props';
import { isSectorRoute, SECTOR_OF_ROUTE } from './routes';

/**
 * The forms' pages (issue 9): contact, become a dealer, training (and its sector pages), calibration and its booking,
 * each its own chunk, none in the app's main bundle. A server-rendered page keeps its HTML on screen while its chunk
 * arrives; the forms work once it has (their submit buttons are disabled until then).
 */
const ContactPage = lazy(() => import('./contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const DealerApplyPage = lazy(() => import('./apply/DealerApplyPage').then((m) => ({ default: m.DealerApplyPage })));
const TrainingPage = lazy(() => import('./training/TrainingPage').then((m) => ({ default: m.TrainingPage })));
const CalibrationPage = lazy(() => import('./calibration/CalibrationPage').then((m) => ({ default: m.CalibrationPage })));
const CalibrationBookPage = lazy(() => import('./calibration/CalibrationBookPage').then((m) => ({ default: m.CalibrationBookPage })));

/** By route id (shared/routes.ts): contact, distributorApply, training, training{Sector}, calibration, calibrationBook. */
export default function FormPages({ route }: AreaProps) {
  const id = route.id;
  if (isSectorRoute(id)) return <TrainingPage sector={SECTOR_OF_ROUTE[id]} />;
  switch (id) {
    case 'contact':
      return <ContactPage />;
    case 'distributorApply':
      return <DealerApplyPage />;
    case 'calibration':
      return <CalibrationPage />;
    case 'calibrationBook':
      return <CalibrationBookPage />;
    default:
      return <TrainingPage />;
  }
}
