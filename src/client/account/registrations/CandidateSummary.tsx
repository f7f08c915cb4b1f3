import { useTranslation } from '../../lib/i18n-react';
import type { RegistrationCandidate } from '../../../shared/serials/registration.schema';

/** A product found by the registration search: picture, name, model code, and the serial number it was found by. */
export function CandidateSummary({ candidate, size = 'small' }: { candidate: RegistrationCandidate; size?: 'small' | 'large' }) {
  const { t } = useTranslation('instruments');
  const image = size === 'large' ? 'size-32' : 'size-16';
  return (
    <span className="flex items-center gap-4 text-left">
      <img
        src={candidate.product.imageUrl}
        alt=""
        width={size === 'large' ? 128 : 64}
        height={size === 'large' ? 128 : 64}
        className={`${image} shrink-0 rounded border border-slate-200 bg-white object-contain p-1`}
      />
      <span className="flex flex-col gap-0.5">
        <span className={`font-semibold text-navy-900 ${size === 'large' ? 'text-xl' : ''}`}>{candidate.product.name}</span>
        <span className="text-sm text-slate-700">
          {t('columns.model')}: <span className="tabular">{candidate.product.modelCode}</span>
        </span>
        {candidate.serial && (
          <span className="text-sm text-slate-700">
            {t('columns.serialNumber')}: <span className="font-mono tabular">{candidate.serial}</span>
          </span>
        )}
      </span>
    </span>
  );
}
