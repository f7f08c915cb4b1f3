import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { PortalAgreementRow } from '../../../shared/agreements/agreements.types';
import { Alert } from '../../components/ui/Alert';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { HistoryTable } from './HistoryTable';
import { AGREEMENTS_PATH, agreementPath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { Part } from '../../components/ui/Part';
import { EmptyState } from '../../components/ui/EmptyState';
import { LINK } from '../../components/ui/format';
import { StateBadge } from '../../components/ui/StateBadge';
import { AGREEMENT_STATE_BADGES } from '../../components/ui/state-looks';

/**
 * /portal/agreements: the company's agreements at their latest published version, where the company stands with each
 * (to accept, accepted on a date by a name, or a newer version to accept), and the history of its acceptances.
 */
export default function AgreementsPage() {
  const { t } = useTranslation('portal-agreements');
  const trpc = useTRPC();
  const query = useQuery(trpc.portal.agreements.list.queryOptions());
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <SignedInPageHeader face="portal" title={t('list.title')} path={AGREEMENTS_PATH} lead={t('list.lead')} />
      <div className="mt-6 space-y-10">
        <Loaded query={query}>
          {(data) => (
            <>
              {data.toAccept > 0 && (
                <Alert tone="info">
                  <span data-testid="to-accept-count">{t('list.toAccept', { count: data.toAccept })}</span>{' '}
                  {data.canAccept ? t('list.youMayAccept') : t('list.seniorAccepts')}
                </Alert>
              )}
              <section aria-labelledby="agreements-current">
                <h2 id="agreements-current" className="sr-only">
                  {t('list.current')}
                </h2>
                {data.rows.length === 0 ? (
                  <EmptyState testId="agreements-empty">
                    {t('list.empty')}
                  </EmptyState>
                ) : (
                  <AgreementTable rows={data.rows} allCompanies={data.allCompanies} />
                )}
              </section>
              <Part id="agreements-history" title={t('history.title')} className="" testId="agreements-history">
                <div className="mt-4">
                  <HistoryTable history={data.history} showAgreement showCompany={data.allCompanies} />
                </div>
              </Part>
            </>
          )}
        </Loaded>
      </div>
    </div>
  );
}

function AgreementTable({ rows, allCompanies }: { rows: readonly PortalAgreementRow[]; allCompanies: boolean }) {
  const { t } = useTranslation('portal-agreements');
  const columns = [t('columns.agreement'), t('columns.version'), t('columns.published'), t('columns.state')];
  return (
    <DataTable caption={t('list.caption')} columns={columns} testId="agreements-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="agreement-row">
          <DataCell label={columns[0]!} primary>
            <Link href={agreementPath(row.id)} className={LINK}>
              {row.name}
            </Link>
            {row.description && <p className="mt-1 text-slate-600">{row.description}</p>}
          </DataCell>
          <DataCell label={columns[1]!}>
            <span className="tabular">{t('version', { version: row.latest.version })}</span>
          </DataCell>
          <DataCell label={columns[2]!}>
            <DateText value={row.latest.publishedAt} />
          </DataCell>
          <DataCell label={columns[3]!}>
            {row.state ? (
              <span className="flex flex-col items-start gap-1 max-sm:items-end">
                <StateBadge of={AGREEMENT_STATE_BADGES} state={row.state} />
                {row.accepted && (
                  <span className="text-slate-700" data-testid="accepted-by">
                    {t('acceptedBy', { name: row.accepted.name })} <DateText value={row.accepted.acceptedAt} />
                  </span>
                )}
              </span>
            ) : (
              <span className="text-slate-600">{allCompanies ? t('list.adminNoState') : ''}</span>
            )}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
