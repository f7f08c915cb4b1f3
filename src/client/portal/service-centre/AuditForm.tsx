import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { isoDay } from '../../../shared/format/iso-days';
import { AUDIT_RATINGS, type AuditRating } from '../../../shared/partners/enums';
import { auditScore } from '../../../shared/service-centre/audits.schema';
import type { AuditQuestion } from '../../../shared/service-centre/audits.types';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { TextAreaField, TextField } from '../../components/form/fields';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { byCategory, categoryLabel } from './category';
import { auditPath } from './paths';
import { Score } from './ui';
import { Button } from '../../components/ui/Button';

/** The audit's own fields the server may refuse, by their labels' keys (a question's rating is refused in words). */
const AUDIT_LABELS: Partial<Record<string, string>> = { auditedOn: 'form.auditedOn', auditorName: 'form.auditor', summary: 'form.summary' };

export interface AuditDraft {
  id?: number;
  auditedOn: string;
  auditorName: string;
  summary: string;
  answers: ReadonlyArray<{ questionId: number | null; rating: AuditRating; comment: string }>;
}

/**
 * The audit walk: the active questions of the settings grouped by category, each rated 0 (not met), 1 (partly),
 * 2 (fully) or n.a., with a comment. "Save draft" keeps it to finish later; "Submit" needs every question rated and
 * freezes it (the server scores it: points / (2 × rated questions)).
 */
export function AuditForm({ questions, draft }: { questions: readonly AuditQuestion[]; draft?: AuditDraft }) {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [auditedOn, setAuditedOn] = useState(draft?.auditedOn ?? isoDay());
  const [auditorName, setAuditorName] = useState(draft?.auditorName ?? '');
  const [summary, setSummary] = useState(draft?.summary ?? '');
  const [ratings, setRatings] = useState<Record<number, AuditRating | undefined>>(() =>
    Object.fromEntries((draft?.answers ?? []).filter((answer) => answer.questionId !== null).map((answer) => [answer.questionId, answer.rating])),
  );
  const [comments, setComments] = useState<Record<number, string>>(() =>
    Object.fromEntries((draft?.answers ?? []).filter((answer) => answer.questionId !== null).map((answer) => [answer.questionId, answer.comment])),
  );
  // The audit's page says what happened (?done=saved|submitted): a new audit's form is left for that page.
  const done = async (id: number, what: 'saved' | 'submitted') => {
    await queryClient.invalidateQueries({ queryKey: trpc.portal.audits.pathKey() });
    navigate(`${auditPath(id)}?done=${what}`);
  };
  const save = useMutation(trpc.portal.audits.save.mutationOptions({ onSuccess: (saved) => done(saved.id, 'saved') }));
  const submit = useMutation(trpc.portal.audits.submit.mutationOptions({ onSuccess: (saved) => done(saved.id, 'submitted') }));
  const error = save.error ?? submit.error;
  const errors = fieldErrorsOf(error);
  const pending = save.isPending || submit.isPending;

  const rated = questions.map((question) => ratings[question.id]).filter((rating): rating is AuditRating => rating !== undefined);
  const unanswered = questions.length - rated.length;
  const payload = () => ({
    ...(draft?.id ? { id: draft.id } : {}),
    auditedOn,
    auditorName,
    summary,
    answers: questions.flatMap((question) => {
      const rating = ratings[question.id];
      return rating ? [{ questionId: question.id, rating, comment: comments[question.id] ?? '' }] : [];
    }),
  });

  return (
    <form
      noValidate
      className="space-y-8"
      data-testid="audit-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.reset();
        submit.mutate(payload());
      }}
    >
      <ErrorSummary errors={errors} general={generalErrorOf(error, { failed: t('form.error') })} labelOf={(field) => AUDIT_LABELS[field] && t(AUDIT_LABELS[field])} />
      <Alert tone="info">{t('review.formHint')}</Alert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.auditedOn')} type="date" value={auditedOn} max={isoDay()} required error={errors.auditedOn?.[0]} onChange={(event) => setAuditedOn(event.target.value)} />
        <TextField label={t('form.auditor')} value={auditorName} maxLength={120} required error={errors.auditorName?.[0]} data-testid="audit-auditor" onChange={(event) => setAuditorName(event.target.value)} />
      </div>

      {questions.length === 0 ? (
        <Alert tone="info">{t('form.noQuestions')}</Alert>
      ) : (
        byCategory(questions).map((group, groupIndex) => (
          <section key={group.category} aria-labelledby={`audit-category-${groupIndex}`} className="space-y-4">
            <h2 id={`audit-category-${groupIndex}`} className="text-2xl font-bold text-navy-900">
              {categoryLabel(t, group.category)}
            </h2>
            {group.items.map((question) => (
              <div key={question.id} className="rounded border border-slate-200 bg-white p-4 shadow-sm" data-testid="audit-question">
                <ChoiceGroup
                  type="radio"
                  legend={<span className="text-base font-semibold text-slate-900">{question.question}</span>}
                  look="pill"
                  columns="row"
                  choices={AUDIT_RATINGS.map((rating) => ({ value: rating, label: t(`rating.${rating}`) }))}
                  value={ratings[question.id] ?? null}
                  onChange={(value) => {
                    const rating = AUDIT_RATINGS.find((each) => each === value);
                    if (rating) setRatings((current) => ({ ...current, [question.id]: rating }));
                  }}
                >
                  <div className="pt-1">
                    <TextAreaField label={t('form.comment')} rows={2} maxLength={1000} value={comments[question.id] ?? ''} onChange={(event) => setComments((current) => ({ ...current, [question.id]: event.target.value }))} />
                  </div>
                </ChoiceGroup>
              </div>
            ))}
          </section>
        ))
      )}

      <TextAreaField label={t('form.summary')} rows={4} maxLength={4000} value={summary} onChange={(event) => setSummary(event.target.value)} error={errors.summary?.[0]} />

      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 bg-white/95 py-4">
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="audit-progress">
          {t('form.progress', { rated: rated.length, total: questions.length })} · {t('form.provisional')} <Score value={auditScore(rated)} />
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            look="outline"
            pending={save.isPending}
            pendingLabel={t('form.saving')}
            disabled={pending}
            data-testid="audit-save"
            onClick={() => {
              submit.reset();
              save.mutate(payload());
            }}
          >
            {t('form.saveDraft')}
          </Button>
          <Button type="submit" pending={submit.isPending} pendingLabel={t('form.submitting')} disabled={pending || questions.length === 0} aria-describedby="audit-submit-hint" data-testid="audit-submit">
            {t('form.submit')}
          </Button>
        </div>
        <p id="audit-submit-hint" className="w-full text-sm text-slate-600">
          {unanswered > 0 ? t('form.unanswered', { count: unanswered }) : t('form.ready')}
        </p>
      </div>
    </form>
  );
}
