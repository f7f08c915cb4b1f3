import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { PortalAgreementDetail } from '../../../shared/agreements/agreements.types';
import { Alert } from '../../components/ui/Alert';
import { ListLink, RecordFrame } from '../../components/record/RecordFrame';
import { Prose } from '../../public/catalog/Prose';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { AcceptForm } from './AcceptForm';
import { HistoryTable } from './HistoryTable';
import { AGREEMENTS_PATH, agreementIdOf, agreementPath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { Fact, Facts } from '../../components/ui/Facts';
import { Part } from '../../components/ui/Part';
import { StateBadge } from '../../components/ui/StateBadge';
import { AGREEMENT_STATE_BADGES } from '../../components/ui/state-looks';

/**
 * /portal/agreements/{id}: the latest published version's pages, one after another with a list of contents, in the
 * reader's language (English where a page has no translation); the accept form for a senior user; this agreement's
 * history. An agreement not applying to the company is "not found", as an unknown one.
 */
export default function AgreementPage({ params }: Pick<AreaProps, 'params'>) {
  const { t } = useTranslation('portal-agreements');
  const trpc = useTRPC();
  const id = agreementIdOf(params.id);
  const query = useQuery({ ...trpc.portal.agreements.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  return (
    <RecordFrame
      valid={id !== null}
      query={query}
      back={<ListLink href={AGREEMENTS_PATH}>{t('detail.back')}</ListLink>}
      notFound={t('detail.notFound')}
     
      page={{ width: 'max-w-4xl', head: <SignedInPageHeader face="portal" title={t('detail.notFoundTitle')} path={AGREEMENTS_PATH} />, testId: 'agreement-not-found' }}
    >
      {(agreement) => <AgreementView agreement={agreement} />}
    </RecordFrame>
  );
}

function AgreementView({ agreement }: { agreement: PortalAgreementDetail }) {
  const { t } = useTranslation('portal-agreements');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <SignedInPageHeader face="portal" title={agreement.name} path={agreementPath(agreement.id)} lead={agreement.description} />
      <Facts layout="grid" className="mt-6" testId="agreement-facts">
        <Fact label={t('columns.version')}>
          <span className="tabular" data-testid="agreement-version">
            {t('version', { version: agreement.latest.version })}
          </span>
        </Fact>
        <Fact label={t('columns.published')}>
          <DateText value={agreement.latest.publishedAt} />
        </Fact>
        {agreement.state && (
          <Fact label={t('columns.state')}>
            <StateBadge of={AGREEMENT_STATE_BADGES} state={agreement.state} />
          </Fact>
        )}
      </Facts>
      {agreement.notes && (
        <p className="mt-4 text-slate-700">
          <span className="font-semibold">{t('detail.changes')}</span> {agreement.notes}
        </p>
      )}
      {agreement.accepted && (
        <div className="mt-6">
          <Alert tone="success">
            <span data-testid="accepted-notice">
              {t('detail.accepted', { version: agreement.latest.version, name: agreement.accepted.name })} <DateText withTime value={agreement.accepted.acceptedAt} />
            </span>
          </Alert>
        </div>
      )}

      <nav aria-labelledby="agreement-contents" className="mt-8 rounded border border-slate-200 bg-slate-50 p-4">
        <h2 id="agreement-contents" className="font-semibold text-navy-900">
          {t('detail.contents')}
        </h2>
        <ol className="mt-2 list-inside list-decimal space-y-1 text-sm">
          {agreement.pages.map((page) => (
            <li key={page.id}>
              <a href={`#agreement-page-${page.id}`} className="text-navy-800 underline underline-offset-2">
                {page.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 space-y-10" data-testid="agreement-pages">
        {agreement.pages.map((page) => (
          <section key={page.id} id={`agreement-page-${page.id}`} aria-labelledby={`agreement-page-${page.id}-title`} className="scroll-mt-24">
            <h2 id={`agreement-page-${page.id}-title`} className="text-2xl font-bold text-navy-900">
              {page.title}
            </h2>
            <Prose html={page.bodyHtml} />
          </section>
        ))}
      </div>

      <div className="mt-10">
        {agreement.canAccept ? (
          <AcceptForm agreement={agreement} />
        ) : (
          agreement.state !== 'accepted' &&
          !agreement.allCompanies && (
            <p className="rounded border border-slate-200 bg-white px-4 py-4 text-slate-700" data-testid="senior-accepts">
              {t('detail.seniorAccepts')}
            </p>
          )
        )}
      </div>

      <Part id="agreement-history" title={t('history.title')} testId="agreement-history">
        <div className="mt-4">
          <HistoryTable history={agreement.history} showAgreement={false} showCompany={agreement.allCompanies} />
        </div>
      </Part>
    </div>
  );
}
