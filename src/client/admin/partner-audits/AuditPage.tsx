import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AuditDetail } from '../../../shared/service-centre/audits.types';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';

import { Score } from '../../portal/service-centre/ui';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import { Panel } from '../../components/ui/Panel';
import { Fact, Facts } from '../../components/ui/Facts';
import { LINK } from '../../components/ui/format';
import { ActionsPanel } from './ActionsPanel';
import { AuditAnswers } from './AuditAnswers';
import { ADMIN_AUDITS_PATH, adminCompanyPath } from './paths';
import { ReviewPanel } from './ReviewPanel';
import { DateText } from '../../components/ui/DateText';
import { recordIdOf } from '../../lib/record-id';
import { StateBadge } from '../../components/ui/StateBadge';
import { AUDIT_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * /admin/distributors/audits/{id} (issue 27): a partner's self-assessment as submitted, Voltara's review of it (score,
 * notes, the next audit date, Reviewed) and the follow-up actions, which the partner reads on its own audit page.
 */
export function AuditPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-audits');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const query = useQuery({ ...trpc.admin.partnerAudits.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const back = <BackLink href={ADMIN_AUDITS_PATH}>{t('audit.back')}</BackLink>;
  return (
    <RecordFrame valid={id !== null} query={query} back={back} notFound={t('audit.notFound')}>
      {(audit) => (
        <div className="space-y-6" data-testid="admin-audit">
          {back}
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-navy-900" data-testid="admin-audit-title">
              {t('audit.title', { company: audit.companyName })}
            </h1>
            <StateBadge of={AUDIT_STATUS_BADGES} state={audit.status} />
          </div>
          <AuditFacts audit={audit} />
          {audit.summary && (
            <Panel id="audit-summary" title={t('audit.summary')}>
              <p className="whitespace-pre-line text-slate-800">{audit.summary}</p>
            </Panel>
          )}
          <ReviewPanel audit={audit} />
          <AuditAnswers audit={audit} />
          <ActionsPanel audit={audit} />
        </div>
      )}
    </RecordFrame>
  );
}

function AuditFacts({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation('admin-audits');
  return (
    <Panel id="audit-facts" title={t('audit.facts')}>
      <Facts testId="admin-audit-facts">
        <Fact label={t('audits.columns.company')}>
          <Link href={adminCompanyPath(audit.companyId)} className={LINK}>
            {audit.companyName}
          </Link>
        </Fact>
        <Fact label={t('audits.columns.auditedOn')}>
          <DateText value={audit.auditedOn} />
        </Fact>
        <Fact label={t('audits.columns.auditor')}>{audit.auditorName}</Fact>
        <Fact label={t('audit.submittedAt')}>
          <DateText value={audit.submittedAt} withTime />
        </Fact>
        <Fact label={t('audits.columns.score')}>
          <Score value={audit.score} />
          {audit.score !== null && <span className="ml-2 text-slate-600">{t('audit.points', { won: audit.points.won, possible: audit.points.possible })}</span>}
        </Fact>
        <Fact label={t('audit.companyNextAudit')}>
          <DateText value={audit.companyNextAuditOn} />
        </Fact>
      </Facts>
    </Panel>
  );
}
