import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'wouter';
import { TRAINING_SECTORS, type TrainingSector } from '../../../../shared/enquiries/form-options';
import { FormShell } from '../FormShell';
import { sectorPath, sectorRouteOf, TRAINING_PATH } from '../routes';
import { TrainingForm } from './TrainingForm';

/**
 * /services/training and the training enquiry page of each sector (SPEC.md section 2): what the course covers, the
 * booking form (a sector's products first), and the other sectors' pages.
 */
export function TrainingPage({ sector }: { sector?: TrainingSector | undefined }) {
  const { t } = useTranslation('forms');
  const routeId = sector ? sectorRouteOf(sector) : 'training';
  return (
    <FormShell routeId={routeId} lead={sector ? t(`training.${sector}`) : t('leads.training')}>
      {sector && <p className="mt-2 max-w-3xl text-slate-700">{t('training.where')}</p>}
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TrainingForm key={sector ?? 'all'} sector={sector} />
        </div>
        <SectorLinks current={sector} />
      </div>
    </FormShell>
  );
}

function SectorLinks({ current }: { current?: TrainingSector | undefined }) {
  const { t } = useTranslation('forms');
  return (
    <nav aria-labelledby="training-sectors" className="h-fit rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="training-sectors" className="text-lg font-semibold text-navy-900">
        {t('training.sectors')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('training.sectorsLead')}</p>
      <ul className="mt-3 space-y-2">
        {TRAINING_SECTORS.map((sector) => (
          <li key={sector}>
            <Link
              href={sectorPath(sector)}
              aria-current={sector === current ? 'page' : undefined}
              className="block rounded border border-slate-200 px-3 py-2 font-medium text-navy-900 hover:border-navy-700 hover:underline aria-[current=page]:border-navy-800 aria-[current=page]:bg-slate-50"
            >
              {t(`titles.${sectorRouteOf(sector)}`)}
            </Link>
          </li>
        ))}
        {current && (
          <li>
            <Link href={TRAINING_PATH} className="block px-3 py-2 text-sm font-medium text-navy-800 underline underline-offset-2">
              {t('training.allSectors')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
