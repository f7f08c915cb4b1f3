import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation, useSearchParams } from 'wouter';
import type { AuditDetail } from '../../../shared/service-centre/audits.types';
import { Alert } from '../../components/ui/Alert';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { ListLink, RecordFrame } from '../../components/record/RecordFrame';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { Fact, Facts } from '../../components/ui/Facts';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { AuditActions } from './AuditActions';
import { AuditForm } from './AuditForm';
import { byCategory, categoryLabel } from './category';
import { auditPath, AUDITS_PATH } from './paths';
import { Score } from './ui';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { DateText } from '../../components/ui/DateText';
import { recordIdOf } from '../../lib/record-id';
import { EmptyState } from '../../components/ui/EmptyState';
import { StateBadge } from '../../components/ui/StateBadge';
import { AUDIT_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * /portal/audits/{id}: an audit with its answers, score and actions. A draft opens as the form again for the senior
 * roles (to finish and submit, or discard); a submitted audit is frozen. Another company's audit is "not found".
 */
export default function AuditPage({ params }: Pick<AreaProps, 'params'>) {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const query = useQuery({ ...trpc.portal.audits.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const head = <SignedInPageHeader face="portal" trail={[{ name: t('audits.title'), path: AUDITS_PATH }]} title={t('audit.notFoundTitle')} />;
  return (
    <RecordFrame
      valid={id !== null}
      query={query}
      back={<ListLink href={AUDITS_PATH}>{t('audit.back')}</ListLink>}
      notFound={t('audit.notFound')}
     
      page={{ width: 'max-w-4xl', head, testId: 'audit-not-found' }}
    >
      {(audit) => <AuditView audit={audit} />}
    </RecordFrame>
  );
}

function AuditView({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const done = search.get('done');
  const editing = audit.status === 'draft' && audit.canWrite && audit.questions.length > 0;
  const discard = useMutation(
    trpc.portal.audits.discard.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.portal.audits.pathKey() });
        navigate(AUDITS_PATH);
      },
    }),
  );
  const trail = [
    { name: t('audits.title'), path: AUDITS_PATH },
    { name: t('audit.crumb'), path: auditPath(audit.id) },
  ];

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <SignedInPageHeader face="portal" trail={trail} title={<span data-testid="audit-title">{t('audit.title', { auditor: audit.auditorName })}</span>} lead={audit.companyName}>
        {editing && <ConfirmModal triggerLabel={t('audit.discard')} message={t('audit.discardConfirm')} disabled={discard.isPending} onConfirm={() => discard.mutate({ id: audit.id })} />}
      </SignedInPageHeader>

      <div className="mt-6 space-y-3">
        {done === 'submitted' && audit.status !== 'draft' && <Alert tone="success">{t('form.submitted')}</Alert>}
        {done === 'saved' && audit.status === 'draft' && <Alert tone="success">{t('form.saved')}</Alert>}
        {discard.error && <Alert tone="error">{discard.error.message}</Alert>}
      </div>

      <Facts layout="grid" columns={2} className="mt-6" testId="audit-facts">
        <Fact label={t('columns.auditedOn')}>
          <DateText value={audit.auditedOn} />
        </Fact>
        <Fact label={t('columns.auditStatus')}>
          <StateBadge of={AUDIT_STATUS_BADGES} state={audit.status} />
        </Fact>
        <Fact label={t('columns.score')} testId="audit-score">
          <Score value={audit.score} />
          {audit.score !== null && <span className="ml-2 text-slate-600">{t('audit.points', { won: audit.points.won, possible: audit.points.possible })}</span>}
        </Fact>
        <Fact label={t('audit.submittedAt')}>
          <DateText value={audit.submittedAt} />
        </Fact>
      </Facts>

      <VoltaraReview audit={audit} />

      {editing ? (
        <div className="mt-8">
          <AuditForm key={audit.id} questions={audit.questions} draft={audit} />
        </div>
      ) : (
        <>
          {audit.status === 'draft' && (
            <div className="mt-6">
              <Alert tone="info">{t('audit.draftReadOnly')}</Alert>
            </div>
          )}
          {audit.summary && (
            <section aria-labelledby="audit-summary" className="mt-8">
              <h2 id="audit-summary" className="text-2xl font-bold text-navy-900">
                {t('form.summary')}
              </h2>
              <p className="mt-3 whitespace-pre-line text-slate-800">{audit.summary}</p>
            </section>
          )}
          <Answers audit={audit} />
        </>
      )}

      <AuditActions audit={audit} />
    </div>
  );
}

function Answers({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation('portal-service');
  const columns = ['question', 'rating', 'comment'] as const;
  const label = (column: (typeof columns)[number]) => t(`answers.${column}`);
  if (audit.answers.length === 0) return <EmptyState className="mt-8">{t('answers.empty')}</EmptyState>;
  return (
    <div className="mt-8 space-y-8" data-testid="audit-answers">
      {byCategory(audit.answers).map((group, index) => (
        <section key={group.category} aria-labelledby={`answers-${index}`}>
          <h2 id={`answers-${index}`} className="mb-3 text-2xl font-bold text-navy-900">
            {categoryLabel(t, group.category)}
          </h2>
          <DataTable caption={categoryLabel(t, group.category)} columns={columns.map(label)}>
            {group.items.map((answer, row) => (
              <DataRow key={`${answer.questionId ?? 'q'}-${row}`} data-testid="audit-answer">
                <DataCell label={label('question')} primary>
                  {answer.question}
                </DataCell>
                <DataCell label={label('rating')}>
                  <span className="font-semibold whitespace-nowrap">{t(`rating.${answer.rating}`)}</span>
                </DataCell>
                <DataCell label={label('comment')}>{answer.comment || <span className="text-slate-500">{t('answers.noComment')}</span>}</DataCell>
              </DataRow>
            ))}
          </DataTable>
        </section>
      ))}
    </div>
  );
}

/** What Voltara made of a submitted audit: waiting for its review, or its score, notes and the next audit it set. */
function VoltaraReview({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation('portal-service');
  if (audit.status === 'submitted') {
    return (
      <div className="mt-6" data-testid="audit-review-waiting">
        <Alert tone="info">{t('review.waiting')}</Alert>
      </div>
    );
  }
  if (!audit.review) return null;
  const review = audit.review;
  return (
    <section aria-labelledby="audit-review" className="mt-8 rounded border border-green-300 bg-green-50 px-4 py-4" data-testid="audit-review">
      <h2 id="audit-review" className="text-2xl font-bold text-navy-900">
        {t('review.title')}
      </h2>
      <Facts layout="grid" className="mt-3">
        <Fact label={t('review.score')} testId="audit-review-score">
          <Score value={review.score} />
        </Fact>
        <Fact label={t('review.nextAuditOn')} testId="audit-review-next">
          <DateText value={review.nextAuditOn} />
        </Fact>
        <Fact label={t('review.reviewedAt')}>
          <DateText value={review.reviewedAt} />
        </Fact>
      </Facts>
      {review.notes && (
        <div className="mt-4">
          <h3 className="font-semibold text-navy-900">{t('review.notes')}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.notes}</p>
        </div>
      )}
    </section>
  );
}
