import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { isoDay } from '../../../shared/format/iso-days';
import { NO_SERIALS_FOUND, type RegisteredSerial, type RegistrationCandidate } from '../../../shared/serials/registration.schema';
import { SubmitButton, TextAreaField, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { CandidateSummary } from './CandidateSummary';
import { StepHeading } from './StepHeading';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { LINK } from '../../components/ui/format';

interface SerialsStepProps {
  focus: boolean;
  candidate: RegistrationCandidate;
  optionId: number | null;
  onRegistered(registered: RegisteredSerial[]): void;
  onBack(): void;
}


/** Steps 4 and 5: the serial numbers (several at once) and the purchase date, then "Complete". */
export function SerialsStep({ focus, candidate, optionId, onRegistered, onBack }: SerialsStepProps) {
  const { t } = useTranslation('instruments');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  // The server's "today" is the UTC day: the same one here, so the picker never offers a day it refuses.
  const today = isoDay();
  const [serials, setSerials] = useState(candidate.serial ?? '');
  const [purchaseDate, setPurchaseDate] = useState('');
  const [checked, setChecked] = useState<{ serials?: string; purchaseDate?: string }>({});
  const register = useMutation(
    trpc.account.registration.register.mutationOptions({
      onSuccess: async (registered) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.account.products.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.account.certificates.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.account.registration.claims.queryKey() }),
        ]);
        onRegistered(registered);
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      ...(serials.trim() ? {} : { serials: t('registration.serials.missing') }),
      ...(!purchaseDate ? { purchaseDate: t('registration.serials.dateMissing') } : purchaseDate > today ? { purchaseDate: t('registration.serials.dateFuture') } : {}),
    };
    setChecked(errors);
    if (errors.serials || errors.purchaseDate) return;
    register.mutate({ productId: candidate.product.id, optionId, serials, purchaseDate });
  };

  const server = fieldErrorsOf(register.error);
  const serialsError = checked.serials ?? server.serials?.[0];
  const dateError = checked.purchaseDate ?? server.purchaseDate?.[0];
  // SPEC.md's 'No serials found' (from the server, in English as the spec gives it) comes with a way to reach us.
  const noSerials = serialsError?.startsWith(NO_SERIALS_FOUND) === true;
  const otherError =
    register.isError && !serialsError && !dateError ? (httpStatusOf(register.error) === 429 ? t('registration.tooMany') : register.error.message) : null;
  const option = candidate.options.find((o) => o.id === optionId);

  return (
    <div className="space-y-6">
      <StepHeading focus={focus}>{t('registration.serials.title')}</StepHeading>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <CandidateSummary candidate={candidate} />
        {option && (
          <p className="mt-2 text-sm text-slate-700">
            {t('registration.serials.option')}: <span className="font-semibold">{option.name}</span> (<span className="tabular">{option.modelCode}</span>)
          </p>
        )}
      </div>
      <form onSubmit={submit} noValidate className="space-y-5">
        {otherError && (
          <Alert tone="error">
            {otherError}
          </Alert>
        )}
        <TextAreaField
          label={t('registration.serials.label')}
          hint={t('registration.serials.hint')}
          rows={5}
          value={serials}
          onChange={(event) => setSerials(event.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-required="true"
          className="font-mono"
          // No serial found: the message is the box below with its way on (contact us), not the plain error line.
          error={noSerials ? undefined : serialsError}
          aria-invalid={serialsError ? true : undefined}
          aria-describedby={serialsError && noSerials ? `${id}-serials-error` : undefined}
        />
        {serialsError && noSerials && (
          <Alert tone="error" id={`${id}-serials-error`} testId="no-serials-found">
            <p>{serialsError}</p>
            <p className="mt-2">
              <Link href="/contact" className="font-semibold underline underline-offset-2">
                {t('registration.serials.contact')}
              </Link>
            </p>
          </Alert>
        )}
        <div className="max-w-xs">
          <TextField
            label={t('registration.serials.date')}
            type="date"
            max={today}
            value={purchaseDate}
            onChange={(event) => setPurchaseDate(event.target.value)}
            aria-required="true"
            error={dateError}
          />
        </div>
        <p className="text-sm text-slate-600" data-testid="claimant-note">
          {t('registration.serials.claimant')}{' '}
          <Link href="/account/profile" className={LINK}>
            {t('registration.serials.profile')}
          </Link>
        </p>
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={register.isPending}>{t('registration.serials.complete')}</SubmitButton>
          <Button look="outline" onClick={onBack}>
            {t('registration.back')}
          </Button>
        </div>
      </form>
    </div>
  );
}
