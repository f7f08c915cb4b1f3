import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { addDays } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import { auditsResource } from '../../../shared/service-centre/collections/portal-audits';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { DateText } from '../../components/ui/DateText';
import { useTRPC } from '../../trpc';
import { AUDIT_NEW_PATH } from './paths';
import { AuditStatusCell, OpenActionsCell, ScoreCell } from './cells';
import { PRIMARY } from '../../components/ui/format';

/** An audit falls "due soon" this many days ahead (as calibrations do). */
const AUDIT_DUE_SOON_DAYS = 30;

/**
 * /portal/audits: the audits collection's list (date, auditor, score, status, open actions; filtered by status, found
 * by auditor, each opening on its own page) under the company's next audit date. Every portal role reads them; the
 * senior roles start one.
 */
export default function AuditsPage() {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const overview = useQuery(trpc.portal.audits.overview.queryOptions({}));
  const data = overview.data;
  return (
    <ResourceListPage
      def={auditsResource}
      actions={
        data?.canWrite && (
          <Link href={AUDIT_NEW_PATH} className={PRIMARY} data-testid="audit-new">
            {t('audits.new')}
          </Link>
        )
      }
      above={data && !data.allCompanies ? <NextAudit nextAuditOn={data.nextAuditOn} /> : undefined}
      cells={{
        score: (row) => <ScoreCell row={row} field="score" />,
        status: (row) => <AuditStatusCell row={row} />,
        openActions: (row) => <OpenActionsCell row={row} />,
      }}
    />
  );
}

function NextAudit({ nextAuditOn }: { nextAuditOn: string | null }) {
  const { t } = useTranslation('portal-service');
  const today = isoDay();
  const state = !nextAuditOn ? 'unknown' : nextAuditOn < today ? 'overdue' : nextAuditOn <= addDays(today, AUDIT_DUE_SOON_DAYS) ? 'soon' : 'planned';
  const tone = state === 'overdue' ? 'border-red-300 bg-red-50 text-red-900' : state === 'soon' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-200 bg-white text-slate-800';
  return (
    <section aria-labelledby="next-audit" className={`rounded border px-4 py-3 ${tone}`} data-testid="next-audit" data-state={state}>
      <h2 id="next-audit" className="font-semibold">
        {t('audits.nextTitle')}
      </h2>
      <p className="mt-1 text-sm">
        {nextAuditOn ? t(`audits.next.${state}`) : t('audits.next.unknown')} {nextAuditOn && <DateText value={nextAuditOn} />}
      </p>
      <p className="mt-1 text-sm">{t('audits.nextSetBy')}</p>
    </section>
  );
}
