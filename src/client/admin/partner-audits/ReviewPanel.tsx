import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { isoDay } from '../../../shared/format/iso-days';
import { AUDIT_NEXT_MAX_YEARS, latestNextAudit, proposedNextAudit } from '../../../shared/service-centre/audits.schema';
import type { AuditDetail, AuditReviewView } from '../../../shared/service-centre/audits.types';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { Score } from '../../portal/service-centre/ui';
import { Panel } from '../../components/ui/Panel';
import { Fact, Facts } from '../../components/ui/Facts';
import { Button } from '../../components/ui/Button';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';

/**
 * Voltara's review: a submitted audit gets its score, notes for the partner and the next audit (after today, within
 * AUDIT_NEXT_MAX_YEARS; the server checks the same bounds), and becomes Reviewed; a reviewed one shows what was set.
 */
export function ReviewPanel({ audit }: { audit: AuditDetail }) {
  const { t } = useTranslation('admin-audits');
  const formats = useFormat();
  const [reviewedNow, setReviewedNow] = useState<string | null>(null);
  return (
    <Panel id="audit-review" title={t('review.title')}>
      {reviewedNow && (
        <div className="mb-4" data-testid="audit-review-done">
          <Alert tone="success">{t('review.done', { date: formats.date(reviewedNow) })}</Alert>
        </div>
      )}
      {audit.review ? (
        <ReviewFacts review={audit.review} />
      ) : audit.status === 'submitted' ? (
        <ReviewForm audit={audit} onReviewed={setReviewedNow} />
      ) : (
        <p className="text-slate-700">{t('review.notSubmitted')}</p>
      )}
    </Panel>
  );
}

function ReviewFacts({ review }: { review: AuditReviewView }) {
  const { t } = useTranslation('admin-audits');
  return (
    <Facts testId="audit-review">
      <Fact label={t('review.score')}>
        <Score value={review.score} />
      </Fact>
      <Fact label={t('review.nextAuditOn')}>
        <DateText value={review.nextAuditOn} />
      </Fact>
      <Fact label={t('review.reviewedAt')}>
        <DateText value={review.reviewedAt} withTime />
      </Fact>
      <Fact label={t('review.reviewedBy')}>{review.reviewedBy}</Fact>
      <Fact label={t('review.notes')}>{review.notes ? <span className="whitespace-pre-line">{review.notes}</span> : null}</Fact>
    </Facts>
  );
}

function ReviewForm({ audit, onReviewed }: { audit: AuditDetail; onReviewed(nextAuditOn: string): void }) {
  const { t } = useTranslation('admin-audits');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formats = useFormat();
  const today = isoDay();
  const latest = latestNextAudit(today);
  const [score, setScore] = useState(audit.score === null ? '' : String(audit.score));
  const [notes, setNotes] = useState('');
  const [nextAuditOn, setNextAuditOn] = useState(proposedNextAudit(audit.auditedOn, today));
  const review = useMutation(
    trpc.admin.partnerAudits.review.mutationOptions({
      onSuccess: async (reviewed) => {
        onReviewed(reviewed.nextAuditOn);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.partnerAudits.pathKey() });
      },
    }),
  );
  const errors = fieldErrorsOf(review.error);
  const scoreValue = Number(score);
  const scoreValid = score.trim() !== '' && Number.isInteger(scoreValue) && scoreValue >= 0 && scoreValue <= 100;
  const [tried, setTried] = useState(false);
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="audit-review-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (scoreValid) review.mutate({ id: audit.id, reviewScore: scoreValue, notes, nextAuditOn });
      }}
    >
      <p className="text-sm text-slate-700">{t('review.lead')}</p>
      <ErrorSummary general={generalErrorOf(review.error, { failed: t('review.error'), fields: ['nextAuditOn', 'reviewScore'] })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('review.score')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          required
          value={score}
          data-testid="review-score"
          error={tried && !scoreValid ? t('review.scoreInvalid') : errors.reviewScore?.[0]}
          onChange={(event) => setScore(event.target.value)}
        />
        <div>
          <TextField
            label={t('review.nextAuditOn')}
            type="date"
            min={today}
            max={latest}
            required
            value={nextAuditOn}
            data-testid="review-next-audit"
            aria-describedby="review-next-hint"
            error={errors.nextAuditOn?.[0]}
            onChange={(event) => setNextAuditOn(event.target.value)}
          />
          <p id="review-next-hint" className="mt-1 text-sm text-slate-600">
            {t('review.nextHint', { years: AUDIT_NEXT_MAX_YEARS, latest: formats.date(latest) })}
          </p>
        </div>
      </div>
      <TextAreaField label={t('review.notes')} rows={4} maxLength={4000} value={notes} onChange={(event) => setNotes(event.target.value)} data-testid="review-notes" />
      <Button type="submit" pending={review.isPending} pendingLabel={t('review.saving')} data-testid="review-submit">
        {t('review.submit')}
      </Button>
    </form>
  );
}
