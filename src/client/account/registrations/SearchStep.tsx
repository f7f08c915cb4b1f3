import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { RegistrationCandidate, RegistrationSearchResult } from '../../../shared/serials/registration.schema';
import { SubmitButton } from '../../components/form/fields';
import { CONTROL, describedBy, FieldError, Hint, Label } from '../../components/form/parts';
import { httpStatusOf } from '../../lib/trpc-errors';
import { useTRPC } from '../../trpc';
import { CandidateSummary } from './CandidateSummary';
import { StepHeading } from './StepHeading';
import { Alert } from '../../components/ui/Alert';

interface SearchStepProps {
  focus: boolean;
  query: string;
  result: RegistrationSearchResult | null;
  onFound(query: string, result: RegistrationSearchResult): void;
  onPick(candidate: RegistrationCandidate): void;
}

/** Step 1: a product name, model code or serial number; the products it finds, one to pick. */
export function SearchStep({ focus, query, result, onFound, onPick }: SearchStepProps) {
  const { t } = useTranslation('instruments');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState(query);
  const [missing, setMissing] = useState(false);
  const search = useMutation({
    mutationFn: (term: string) => queryClient.fetchQuery(trpc.account.registration.search.queryOptions({ query: term })),
    onSuccess: (found, term) => onFound(term, found),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    setMissing(term === '');
    if (term) search.mutate(term);
  };

  const error = missing ? t('registration.search.missing') : undefined;
  return (
    <div className="space-y-6">
      <StepHeading focus={focus}>{t('registration.search.title')}</StepHeading>
      <form role="search" onSubmit={submit} noValidate className="space-y-3">
        {/* The kit's pieces, not its TextField: the search button sits beside the box, between the hint and the error. */}
        <div className="space-y-1">
          <Label id={id} label={t('registration.search.label')} />
          <Hint id={id} hint={t('registration.search.hint')} />
          <div className="flex flex-wrap gap-3">
            <input
              id={id}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, true, error)}
              className={`${CONTROL} flex-1`}
            />
            <SubmitButton pending={search.isPending}>{t('registration.search.submit')}</SubmitButton>
          </div>
          <FieldError id={id} error={error} />
        </div>
      </form>
      {search.isError && (
        <Alert tone="error">
          {httpStatusOf(search.error) === 429 ? t('registration.tooMany') : search.error.message}
        </Alert>
      )}
      <Results result={result} onPick={onPick} />
    </div>
  );
}

function Results({ result, onPick }: { result: RegistrationSearchResult | null; onPick(candidate: RegistrationCandidate): void }) {
  const { t } = useTranslation('instruments');
  return (
    <div>
      {/* Announced whenever a search answers: how many products, or SPEC.md's 'No results found'. */}
      <p aria-live="polite" className={result && result.candidates.length > 0 ? 'sr-only' : 'font-medium text-slate-700'} data-testid="search-outcome">
        {result ? (result.candidates.length > 0 ? t('registration.search.found', { n: result.candidates.length }) : t('noResults')) : ''}
      </p>
      {result && result.candidates.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('registration.search.results')}>
          {result.candidates.map((candidate) => (
            <li key={candidate.product.id}>
              <button
                type="button"
                onClick={() => onPick(candidate)}
                className="flex w-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-navy-700"
              >
                <CandidateSummary candidate={candidate} />
                <span className="shrink-0 text-sm font-semibold text-navy-800 underline underline-offset-2">{t('registration.search.choose')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
