import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useSearchParams } from 'wouter';
import { addDays, todayIso } from '../../../shared/certificates/states';
import { AUDIT_STATUSES } from '../../../shared/portal/enums';
import type { AuditListPage } from '../../../shared/portal/audits.types';
import { NoValue } from '../../components/ui/NoValue';
import { Alert } from '../../components/ui/Alert';
import { Pagination } from '../../components/ui/Pagination';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { EmptyList } from '../serials/PortalPageHead';
import { CardCell, CardRow, CardTable } from '../ui/CardTable';
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
  const [params, setParams] = useSearchParams();
  const status = AUDIT_STATUSES.find((value) => value === params.get('status'));
  const pageParam = params.get('page');
  const page = pageParam && /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
  const setQuery = (next: { status?: string | undefined; page?: number }) => {
    const out = new URLSearchParams();
    if (next.status) out.set('status', next.status);
    if (next.page && next.page > 1) out.set('page', String(next.page));
    setParams(out);
  };
  const list = useQuery({ ...trpc.portal.audits.list.queryOptions({ ...(status ? { status } : {}), page }), placeholderData: keepPreviousData });
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
        <SelectField label={t('audits.filterStatus')} value={status ?? ''} data-testid="audit-filter-status" onChange={(event) => setQuery({ status: event.target.value })}>
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
          <EmptyList testId="audits-empty" clearLabel={t('filters.clear')} {...(status ? { onClear: () => setQuery({}) } : {})}>
            {status ? t('audits.noMatch') : t('audits.empty')}
          </EmptyList>
        ) : (
          <>
            <AuditTable data={data} />
            <Pagination page={page} total={data.total} perPage={data.pageSize} edgeNavigation label={t('audits.pages')} onPageChange={(next) => setQuery({ status, page: next })} />
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
    <CardTable caption={t('audits.caption')} columns={columns.map(label)} testId="audits-table">
      {data.rows.map((row) => (
        <CardRow key={row.id} testId="audit-row">
          <CardCell label={label('auditedOn')} primary>
            <Link href={auditPath(row.id)} className={LINK} aria-label={t('audits.openLabel', { auditor: row.auditorName })}>
              <DateText value={row.auditedOn} />
            </Link>
          </CardCell>
          <CardCell label={label('auditor')}>{row.auditorName || <NoValue label={t('none')} />}</CardCell>
          <CardCell label={label('score')}>
            <Score value={row.score} />
          </CardCell>
          <CardCell label={label('auditStatus')}>
            <AuditStatusBadge status={row.status} />
          </CardCell>
          <CardCell label={label('openActions')}>
            <span className="tabular">{row.openActions}</span>
            {row.overdueActions > 0 && <span className="ml-2 text-sm font-semibold text-red-800">{t('audits.overdueActions', { count: row.overdueActions })}</span>}
          </CardCell>
          {data.allCompanies && <CardCell label={label('company')}>{row.companyName}</CardCell>}
        </CardRow>
      ))}
    </CardTable>
  );
}
