import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AgreementAcceptanceView } from '../../../shared/agreements/agreements.types';
import { DateText } from '../../components/ui/DateText';
import { Fact, Facts } from '../../components/ui/Facts';
import { ListLink, RecordFrame } from '../../components/record/RecordFrame';
import { useTranslation } from '../../lib/i18n-react';
import { Prose } from '../../public/catalog/Prose';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { CompareView } from './CompareView';
import { AcceptancePdfLink } from './AcceptancePdfLink';
import { acceptancePath, AGREEMENTS_PATH, agreementIdOf, agreementPath } from './paths';
import { Part } from '../../components/ui/Part';

/**
 * /portal/agreements/{id}/acceptances/{acceptanceId}: a version the company accepted, read-only, with its acceptance
 * as recorded (name, time, address, version), the signed PDF, and a comparison with the current version. Another
 * company's acceptance is "not found", as an unknown one (the server scopes it).
 */
export default function AcceptancePage({ params }: Pick<AreaProps, 'params'>) {
  const { t } = useTranslation('portal-agreements');
  const trpc = useTRPC();
  const agreementId = agreementIdOf(params.id);
  const acceptanceId = agreementIdOf(params.acceptanceId);
  const valid = agreementId !== null && acceptanceId !== null;
  const query = useQuery({ ...trpc.portal.agreements.acceptance.queryOptions({ agreementId: agreementId ?? 0, acceptanceId: acceptanceId ?? 0 }), enabled: valid });
  return (
    <RecordFrame
      valid={valid}
      query={query}
      back={<ListLink href={AGREEMENTS_PATH}>{t('detail.back')}</ListLink>}
      notFound={t('acceptance.notFound')}
     
      page={{ width: 'max-w-4xl', head: <SignedInPageHeader face="portal" title={t('acceptance.notFoundTitle')} path={AGREEMENTS_PATH} />, testId: 'agreement-not-found' }}
    >
      {(view) => <AcceptanceView view={view} />}
    </RecordFrame>
  );
}

function AcceptanceView({ view }: { view: AgreementAcceptanceView }) {
  const { t } = useTranslation('portal-agreements');
  const [comparing, setComparing] = useState(false);
  const isCurrent = view.current !== null && view.current.id === view.version.id;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <SignedInPageHeader face="portal"
        title={t('acceptance.title', { agreement: view.agreementName, version: view.version.version })}
        path={acceptancePath(view.agreementId, view.id)}
        lead={t('acceptance.lead')}
      />
      <section aria-labelledby="acceptance-record" className="mt-6 rounded border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="acceptance-record">
        <h2 id="acceptance-record" className="text-xl font-bold text-navy-900">
          {t('acceptance.record')}
        </h2>
        <div className="mt-3 text-sm">
          <Facts>
            <Fact label={t('history.version')}>
              <span className="tabular">{t('version', { version: view.version.version })}</span>
            </Fact>
            <Fact label={t('columns.published')}>
              <DateText value={view.version.publishedAt} />
            </Fact>
            <Fact label={t('history.company')}>{view.acceptance.companyName}</Fact>
            <Fact label={t('history.name')}>{view.acceptance.name}</Fact>
            <Fact label={t('history.acceptedAt')}>
              <DateText withTime long value={view.acceptance.acceptedAt} />
            </Fact>
            <Fact label={t('acceptance.address')}>{view.acceptance.ip || t('acceptance.notRecorded')}</Fact>
          </Facts>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
          <AcceptancePdfLink agreementId={view.agreementId} acceptanceId={view.id} version={view.version.version} prominent />
          <Link href={agreementPath(view.agreementId)} className="font-semibold text-navy-800 underline underline-offset-2">
            {t('acceptance.toAgreement')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="acceptance-compare" className="mt-8">
        <h2 id="acceptance-compare" className="text-xl font-bold text-navy-900">
          {t('compare.heading')}
        </h2>
        {view.current === null ? (
          <p className="mt-2 text-slate-700">{t('compare.noCurrent')}</p>
        ) : isCurrent ? (
          <p className="mt-2 text-slate-700" data-testid="acceptance-is-current">
            {t('compare.isCurrent', { version: view.version.version })}
          </p>
        ) : (
          <>
            <button
              type="button"
              aria-expanded={comparing}
              aria-controls="acceptance-diff"
              onClick={() => setComparing((shown) => !shown)}
              className="mt-3 rounded border border-navy-700 bg-white px-4 py-2 font-semibold text-navy-800 hover:bg-slate-100"
            >
              {comparing ? t('compare.hide') : t('compare.show', { version: view.current.version })}
            </button>
            <div id="acceptance-diff" hidden={!comparing} className="mt-4">
              {comparing && <CompareView agreementId={view.agreementId} acceptanceId={view.id} />}
            </div>
          </>
        )}
      </section>

      <Part id="acceptance-text" title={t('acceptance.text', { version: view.version.version })} testId="acceptance-text">
        <div className="mt-4 space-y-8">
          {view.pages.map((page) => (
            <section key={page.id} aria-labelledby={`accepted-page-${page.id}`}>
              <h3 id={`accepted-page-${page.id}`} className="text-xl font-bold text-navy-900">
                {page.title}
              </h3>
              <Prose html={page.bodyHtml} />
            </section>
          ))}
        </div>
      </Part>
    </div>
  );
}
