import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { ReturnDetail } from '../../../shared/returns/return.schema';
import { Printouts } from './Printouts';

/**
 * The thank-you after booking (SPEC.md "a thank-you page with courier instructions; printing of the return invoice,
 * label and confirmation"): the RMA number, large, what to do with the parcel, and the three printouts. It takes the
 * focus when it appears, so a screen reader starts with it.
 */
export function ThankYou({ detail }: { detail: ReturnDetail }) {
  const { t } = useTranslation('returns');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const abroad = detail.sendFrom === 'outside-uk';
  const carrier = detail.carrier === 'other' ? detail.carrierOther || t('carriers.other') : t(`carriers.${detail.carrier}`);
  const steps = [
    t('thanks.steps.print'),
    t('thanks.steps.pack'),
    t('thanks.steps.include'),
    ...(abroad ? [t('thanks.steps.pouch')] : []),
    t('thanks.steps.label'),
    detail.carrier === 'own-arrangement' ? t('thanks.steps.ownCarrier') : t('thanks.steps.carrier', { carrier }),
  ];
  return (
    <section aria-labelledby="return-thanks" className="mt-6 space-y-4 rounded-lg border-2 border-green-600 bg-green-50 p-4 sm:p-6" data-testid="return-thanks">
      <h2 id="return-thanks" ref={heading} tabIndex={-1} className="text-2xl font-bold text-green-900 outline-none">
        {t('thanks.title')}
      </h2>
      <div>
        <p className="text-slate-800">{t('thanks.booked')}</p>
        <p className="mt-1 font-mono text-3xl font-bold tracking-wide break-all text-navy-900 sm:text-4xl" data-testid="rma-number">
          {detail.rmaNumber}
        </p>
        <p className="mt-2 text-sm text-slate-700">{t('thanks.quote', { email: detail.details.email })}</p>
      </div>
      <div>
        <h3 className="font-semibold text-navy-900">{t('thanks.howTitle')}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <Printouts id={detail.id} primary />
    </section>
  );
}
