import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import {
  AGREEMENT_OVERVIEW_STATES,
  AgreementAcceptanceListSchema,
  AgreementOverviewSchema,
  type AgreementOverviewState,
} from '../../../shared/portal/agreements.schema';
import { useListParams } from '../../components/list/useListParams';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable, EmptyState } from '../../components/list/DataTable';
import { LINK } from '../../components/ui/format';
import { NoValue } from '../../components/ui/NoValue';
import { AgreementsHeader, Badge } from './AgreementsNav';
import { templatePath } from './paths';
import { DateText } from '../../components/ui/DateText';

const ACCEPTANCE_LOG_PLACE = AgreementAcceptanceListSchema.omit({ agreementId: true, companyId: true });

/**
 * /admin/agreements: per company and agreement, whether the latest version is accepted — by whom (name as typed and
 * account), when and from which address — or still pending; below, every acceptance, newest first.
 */
export function AgreementsOverviewPage() {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  // The overview owns the filters; the acceptance log below pages on its own (?log.page=) and follows the agreement
  // filter. A filter change rewrites the overview's parameters and so starts the log again at its first page too.
  const list$ = useListParams(AgreementOverviewSchema);
  const log$ = useListParams(ACCEPTANCE_LOG_PLACE, { prefix: 'log.' });
  const { agreementId, state } = list$.value;
  const templates = useQuery(trpc.admin.agreements.list.queryOptions());
  const overview = useQuery({ ...trpc.admin.agreements.overview.queryOptions(list$.query), placeholderData: keepPreviousData });
  const log = useQuery({ ...trpc.admin.agreements.acceptances.queryOptions({ ...log$.query, agreementId }), placeholderData: keepPreviousData });
  const columns = ['company', 'agreement', 'version', 'state', 'acceptedBy', 'account', 'address', 'acceptedAt', 'emailed'].map((key) => t(`overview.columns.${key}`));
  const logColumns = ['acceptedAt', 'company', 'agreement', 'version', 'acceptedBy', 'account', 'address'].map((key) => t(`overview.columns.${key}`));
  return (
    <div className="space-y-5">
      <AgreementsHeader title={t('overview.title')} description={t('overview.description')} />
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={t('overview.filterAgreement')}
          value={agreementId ?? ''}
          onChange={(event) => list$.set({ agreementId: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">{t('overview.allAgreements')}</option>
          {templates.data?.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('overview.filterState')}
          value={state ?? ''}
          onChange={(event) => list$.set({ state: (event.target.value || undefined) as AgreementOverviewState | undefined })}
        >
          <option value="">{t('overview.allStates')}</option>
          {AGREEMENT_OVERVIEW_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`overview.filterStates.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {overview.isPending ? (
        <Spinner />
      ) : !overview.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : overview.data.rows.length === 0 ? (
        <EmptyState>{t('overview.empty')}</EmptyState>
      ) : (
        <>
          <DataTable caption={t('overview.caption')} columns={columns} busy={overview.isFetching} testId="agreement-overview">
            {overview.data.rows.map((row) => (
              <DataRow key={`${row.agreementId}-${row.companyId}`} data-testid="overview-row">
                <DataCell className="font-semibold text-navy-900">{row.companyName}</DataCell>
                <DataCell>
                  <Link href={templatePath(row.agreementId)} className={LINK}>
                    {row.agreementName}
                  </Link>
                </DataCell>
                <DataCell className="tabular">{row.latest ? t('common.version', { version: row.latest.version }) : <NoValue />}</DataCell>
                <DataCell>
                  <Badge state={row.state}>{t(`states.${row.state}`)}</Badge>
                  {row.state === 'newer-version' && row.lastAcceptedVersion !== null && (
                    <span className="mt-1 block text-xs text-slate-600">{t('overview.lastAccepted', { version: row.lastAcceptedVersion })}</span>
                  )}
                </DataCell>
                <DataCell>{row.accepted?.name ?? <NoValue />}</DataCell>
                <DataCell className="break-all">{row.accepted?.userEmail || <NoValue />}</DataCell>
                <DataCell className="tabular">{row.accepted?.ip || <NoValue />}</DataCell>
                <DataCell>
                  <DateText value={row.accepted?.acceptedAt} withTime />
                </DataCell>
                <DataCell>{row.latest ? (row.emailed ? t('common.yes') : t('common.no')) : <NoValue />}</DataCell>
              </DataRow>
            ))}
          </DataTable>
          <ListPager page={overview.data} list={list$} label={t('overview.pages')} />
        </>
      )}

      <section aria-labelledby="acceptance-log" className="space-y-3 pt-4">
        <h2 id="acceptance-log" className="text-xl font-bold text-navy-900">
          {t('overview.logTitle')}
        </h2>
        {log.isPending ? (
          <Spinner />
        ) : !log.data ? (
          <Alert tone="error">{t('common.loadFailed')}</Alert>
        ) : log.data.rows.length === 0 ? (
          <EmptyState>{t('overview.logEmpty')}</EmptyState>
        ) : (
          <>
            <DataTable caption={t('overview.logTitle')} columns={logColumns} busy={log.isFetching} testId="acceptance-log">
              {log.data.rows.map((row) => (
                <DataRow key={row.id} data-testid="acceptance-row">
                  <DataCell>
                    <DateText value={row.acceptedAt} withTime />
                  </DataCell>
                  <DataCell>{row.companyName}</DataCell>
                  <DataCell>{row.agreementName}</DataCell>
                  <DataCell className="tabular">{t('common.version', { version: row.version })}</DataCell>
                  <DataCell>{row.name}</DataCell>
                  <DataCell className="break-all">{row.userEmail || <NoValue />}</DataCell>
                  <DataCell className="tabular">{row.ip || <NoValue />}</DataCell>
                </DataRow>
              ))}
            </DataTable>
            <ListPager page={log.data} list={log$} label={t('overview.logPages')} />
          </>
        )}
      </section>
    </div>
  );
}
