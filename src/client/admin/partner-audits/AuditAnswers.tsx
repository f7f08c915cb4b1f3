import { useTranslation } from '../../lib/i18n-react';
import type { AuditDetail } from '../../../shared/service-centre/audits.types';
import { byCategory, categoryLabel } from '../../portal/service-centre/category';
import { Panel } from '../../components/ui/Panel';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { NoValue } from '../../components/ui/NoValue';

/** The partner's self-assessment as submitted: each question's rating and comment, grouped by category. */
export function AuditAnswers({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation(['admin-audits', 'portal-service']);
  const { t: words } = useTranslation('portal-service');
  const columns = [t('answers.question'), t('answers.rating'), t('answers.comment')];
  return (
    <Panel id="audit-answers" title={t('answers.title')}>
      {audit.answers.length === 0 ? (
        <p className="text-slate-600">{t('answers.empty')}</p>
      ) : (
        <div className="space-y-5" data-testid="admin-audit-answers">
          {byCategory(audit.answers).map((group) => (
            <div key={group.category}>
              <h3 className="mb-2 font-semibold text-navy-900">{categoryLabel(words, group.category)}</h3>
              <DataTable caption={categoryLabel(words, group.category)} columns={columns}>
                {group.items.map((answer, index) => (
                  <DataRow key={`${answer.questionId ?? 'q'}-${index}`} data-testid="admin-audit-answer">
                    <DataCell>{answer.question}</DataCell>
                    <DataCell className="font-semibold whitespace-nowrap">{t(`portal-service:rating.${answer.rating}`)}</DataCell>
                    <DataCell>{answer.comment || <NoValue />}</DataCell>
                  </DataRow>
                ))}
              </DataTable>
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}
