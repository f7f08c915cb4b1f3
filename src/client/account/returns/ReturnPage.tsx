import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearch } from 'wouter';
import type { ReturnDetail } from '../../../shared/returns/return.schema';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { RecordFrame } from '../../components/record/RecordFrame';
import { NotFoundPage } from '../../public/NotFoundPage';
import { useTRPC } from '../../trpc';
import { returnIdOf, returnPath, RETURNS_PATH } from './paths';
import { Printouts } from './Printouts';
import { ReturnFacts, ReturnItems } from './ReturnFacts';
import { StatusTimeline } from './StatusTimeline';
import { ThankYou } from './ThankYou';
import { ReturnSelfService } from './self-service/ReturnSelfService';
import { Part } from '../../components/ui/Part';

/**
 * /account/returns/{id}: one of the account's returns, its items, printouts and status history; with ?thanks=1 (just
 * booked) the thank-you comes first. Someone else's return answers NOT_FOUND, shown as the not-found page (its
 * existence is not revealed), as an instrument's page does.
 */
export function ReturnPage({ id: param }: { id: string | undefined }) {
  const id = returnIdOf(param);
  const trpc = useTRPC();
  const thanks = new URLSearchParams(useSearch()).get('thanks') === '1';
  const query = useQuery({ ...trpc.account.returns.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  return (
    <RecordFrame valid={id !== null} query={query} page={{ width: 'max-w-5xl' }} missingPage={<NotFoundPage />}>
      {(detail) => <ReturnView detail={detail} thanks={thanks} />}
    </RecordFrame>
  );
}

function ReturnView({ detail, thanks }: { detail: ReturnDetail; thanks: boolean }) {
  const { t } = useTranslation('returns');
  const trail = [
    { name: t('list.title'), path: RETURNS_PATH },
    { name: detail.rmaNumber, path: returnPath(detail.id) },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <SignedInPageHeader face="account" trail={trail} title={t('detail.title', { rma: detail.rmaNumber })} />
      {thanks && <ThankYou detail={detail} />}
      <ReturnFacts detail={detail} />
      <Part id="return-items-title" title={t('detail.items')}>
        <ReturnItems lines={detail.lines} />
      </Part>
      <div className="mt-10">
        <ReturnSelfService detail={detail} face="account" />
      </div>
      {!thanks && (
        <Part id="return-printouts-title" title={t('printouts.title')}>
          <p className="mb-3 text-sm text-slate-600">{t('printouts.lead')}</p>
          <Printouts id={detail.id} />
        </Part>
      )}
      {detail.notes && (
        <Part id="return-notes-title" title={t('fields.notes')}>
          <p className="rounded border border-slate-200 bg-white p-4 break-words whitespace-pre-line text-slate-800">{detail.notes}</p>
        </Part>
      )}
      <Part id="return-history-title" title={t('detail.history')}>
        <StatusTimeline history={detail.history} />
      </Part>
    </div>
  );
}
