import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { MyInstrumentDetail } from '../../../shared/serials/instruments.types';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { RecordFrame } from '../../components/record/RecordFrame';
import { Part } from '../../components/ui/Part';
import { NotFoundPage } from '../../public/NotFoundPage';
import { useTRPC } from '../../trpc';
import { bookingHref } from './booking';
import { CertificateTable } from './CertificateTable';
import { InstrumentFacts } from './InstrumentFacts';
import { ReturnsTable, ServiceTable } from './InstrumentHistory';
import { instrumentPath, PRODUCTS_PATH } from './paths';
import { recordIdOf } from '../../lib/record-id';

/**
 * /account/products/{id}: one of the account's instruments with its certificates, service history and returns.
 * Someone else's instrument answers NOT_FOUND, shown as the not-found page (its existence is not revealed).
 */
export function ProductPage({ id: param }: { id: string | undefined }) {
  const id = recordIdOf(param);
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.account.products.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  return (
    <RecordFrame valid={id !== null} query={query} page={{ width: 'max-w-6xl' }} missingPage={<NotFoundPage />}>
      {(instrument) => <InstrumentView instrument={instrument} />}
    </RecordFrame>
  );
}

const ACTION = 'inline-block rounded px-5 py-2.5 font-semibold';

function InstrumentView({ instrument }: { instrument: MyInstrumentDetail }) {
  const { t } = useTranslation('instruments');
  const trail = [
    { name: t('products.title'), path: PRODUCTS_PATH },
    { name: instrument.productName, path: instrumentPath(instrument.id) },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <SignedInPageHeader face="account" trail={trail} title={instrument.productName} lead={instrument.optionName}>
        <div className="flex flex-wrap gap-3">
          <Link href={bookingHref('repair', instrument)} className={`${ACTION} bg-navy-900 text-white hover:bg-navy-800`}>
            {t('product.bookRepair')}
          </Link>
          <Link href={bookingHref('calibration', instrument)} className={`${ACTION} border border-navy-800 text-navy-900 hover:bg-white`}>
            {t('product.bookCalibration')}
          </Link>
        </div>
      </SignedInPageHeader>
      <div className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr]">
        <img
          src={instrument.imageUrl}
          alt={instrument.productName}
          width={256}
          height={256}
          className="aspect-square w-full max-w-64 rounded-lg border border-slate-200 bg-white object-contain p-4"
        />
        <InstrumentFacts instrument={instrument} />
      </div>
      {instrument.earlierHistory && (
        // Said so the owner knows to ask, never shown: those records were issued to someone else.
        <p className="mt-8 rounded border border-slate-200 bg-slate-50 px-4 py-3 text-slate-700" data-testid="earlier-history">
          {t('product.earlierHistory')}
        </p>
      )}
      <Part id="instrument-certificates" title={t('product.certificates')} empty={instrument.certificates.length === 0 && t('product.noCertificates')}>
        <CertificateTable certificates={instrument.certificates} caption={t('product.certificates')} />
      </Part>
      <Part id="instrument-services" title={t('product.services')} empty={instrument.services.length === 0 && t('product.noServices')}>
        <ServiceTable services={instrument.services} caption={t('product.services')} />
      </Part>
      <Part id="instrument-returns" title={t('product.returns')} empty={instrument.returns.length === 0 && t('product.noReturns')}>
        <ReturnsTable returns={instrument.returns} caption={t('product.returns')} />
      </Part>
    </div>
  );
}
