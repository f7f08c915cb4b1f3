import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { addDays, todayIso } from '../../../shared/certificates/states';
import { AUDIT_STATUSES } from '../../../shared/portal/enums';
import { AuditListSchema } from '../../../shared/portal/audits.schema';
import type { AuditListPage } from '../../../shared/portal/audits.types';
import { NoValue } from '../../components/ui/NoValue';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { useListParams } from '../../components/list/useListParams';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { EmptyList } from '../serials/PortalPageHead';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { AUDIT_NEW_PATH, auditPath, AUDITS_PATH } from './paths';
import { AuditStatusBadge, LINK, PageHead, PRIMARY, Score } from './ui';
import { DateText } from '../../components/ui/DateText';

/** An audit falls "due soon" this many days ahead (as calibrations do). */
const AUDIT_DUE_SOON_DAYS = 30;

/**
 * /portal/audits: the company's partner audits (date, auditor, score, status, open actions) and when the next one is
 * due. Every portal role reads them; the senior roles start one.
 */
export default function AuditsPage() {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const list$ = useListParams(AuditListSchema);
  const { status } = list$.value;
  const list = useQuery({ ...trpc.portal.audits.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const data = list.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHead trail={[{ name: t('audits.title'), path: AUDITS_PATH }]} title={t('audits.title')} lead={t('audits.lead')}>
        {data?.canWrite && (
          <Link href={AUDIT_NEW_PATH} className={PRIMARY} data-testid="audit-new">
            {t('audits.new')}
          </Link>
        )}
      </PageHead>

      {data && !data.allCompanies && <NextAudit nextAuditOn={data.nextAuditOn} />}

      <div className="mt-6 max-w-xs">
        <SelectField label={t('audits.filterStatus')} value={status ?? ''} data-testid="audit-filter-status" onChange={(event) => list$.set({ status: AUDIT_STATUSES.find((value) => value === event.target.value) })}>
          <option value="">{t('audits.anyStatus')}</option>
          {AUDIT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`auditStatus.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner />
        ) : !data ? (
          <Alert tone="error">{t('audits.loadError')}</Alert>
        ) : data.rows.length === 0 ? (
          <EmptyList testId="audits-empty" clearLabel={t('filters.clear')} {...(status ? { onClear: list$.clear } : {})}>
            {status ? t('audits.noMatch') : t('audits.empty')}
          </EmptyList>
        ) : (
          <>
            <AuditTable data={data} />
            <ListPager page={data} list={list$} edgeNavigation label={t('audits.pages')} />
          </>
        )}
      </div>
    </div>
  );
}

function NextAudit({ nextAuditOn }: { nextAuditOn: string | null }) {
  const { t } = useTranslation('portal-service');
  const today = todayIso();
  const state = !nextAuditOn ? 'unknown' : nextAuditOn < today ? 'overdue' : nextAuditOn <= addDays(today, AUDIT_DUE_SOON_DAYS) ? 'soon' : 'planned';
  const tone = state === 'overdue' ? 'border-red-300 bg-red-50 text-red-900' : state === 'soon' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-white text-slate-800';
  return (
    <section aria-labelledby="next-audit" className={`mt-8 rounded border px-4 py-3 ${tone}`} data-testid="next-audit" data-state={state}>
      <h2 id="next-audit" className="font-semibold">
        {t('audits.nextTitle')}
      </h2>
      <p className="mt-1 text-sm">{nextAuditOn ? t(`audits.next.${state}`) : t('audits.next.unknown')} {nextAuditOn && <DateText value={nextAuditOn} />}</p>
      <p className="mt-1 text-sm">{t('audits.nextSetBy')}</p>
    </section>
  );
}

function AuditTable({ data }: { data: AuditListPage }) {
  const { t } = useTranslation('portal-service');
  const columns = ['auditedOn', 'auditor', 'score', 'auditStatus', 'openActions', ...(data.allCompanies ? ['company'] : [])];
  const label = (column: string) => t(`columns.${column}`);
  return (
    <DataTable caption={t('audits.caption')} columns={columns.map(label)} testId="audits-table">
      {data.rows.map((row) => (
        <DataRow key={row.id} data-testid="audit-row">
          <DataCell label={label('auditedOn')} primary>
            <Link href={auditPath(row.id)} className={LINK} aria-label={t('audits.openLabel', { auditor: row.auditorName })}>
              <DateText value={row.auditedOn} />
            </Link>
          </DataCell>
          <DataCell label={label('auditor')}>{row.auditorName || <NoValue label={t('none')} />}</DataCell>
          <DataCell label={label('score')}>
            <Score value={row.score} />
          </DataCell>
          <DataCell label={label('auditStatus')}>
            <AuditStatusBadge status={row.status} />
          </DataCell>
          <DataCell label={label('openActions')}>
            <span className="tabular">{row.openActions}</span>
            {row.overdueActions > 0 && <span className="ml-2 text-sm font-semibold text-red-800">{t('audits.overdueActions', { count: row.overdueActions })}</span>}
          </DataCell>
          {data.allCompanies && <DataCell label={label('company')}>{row.companyName}</DataCell>}
        </DataRow>
      ))}
    </DataTable>
  );
}
