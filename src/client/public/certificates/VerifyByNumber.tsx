import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from '../../components/form/fields';
import { useTranslation } from '../../lib/i18n-react';
import { httpStatusOf } from '../../lib/trpc-errors';
import { useTRPC } from '../../trpc';
import { VerifyBanner, VerifyDetails } from './VerifyResult';
import { Alert } from '../../components/ui/Alert';

/** Certificate and serial numbers read best in a fixed-width face, in capitals. */
const CODE = 'font-mono tracking-wider uppercase';

/**
 * "No QR code?": the certificate number with the instrument's serial number, both printed on the certificate. The
 * answer shows below the form; too many tries from one address are refused for a while (429), and the form says so.
 * A POST through the app only (its button waits for the page's script): every attempt must reach the rate limit.
 */
export function VerifyByNumber() {
  const { t } = useTranslation('instruments');
  const trpc = useTRPC();
  const lookup = useMutation(trpc.public.certificates.lookup.mutationOptions());
  const [missing, setMissing] = useState<{ number?: string; serial?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = String(form.get('number') ?? '').trim();
    const serial = String(form.get('serial') ?? '').trim();
    const errors = { number: number ? undefined : t('verify.byNumber.numberMissing'), serial: serial ? undefined : t('verify.byNumber.serialMissing') };
    setMissing(errors);
    if (errors.number || errors.serial) return;
    lookup.mutate({ number, serial });
  };
  const status = httpStatusOf(lookup.error);
  return (
    <section aria-labelledby="verify-by-number" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="verify-by-number" className="text-xl font-bold text-navy-900">
        {t('verify.byNumber.title')}
      </h2>
      <p className="mt-2 mb-4 text-slate-700">{t('verify.byNumber.lead')}</p>
      <form onSubmit={submit} noValidate className="grid max-w-2xl gap-3 sm:grid-cols-2" data-testid="verify-number-form">
        <TextField label={t('verify.number')} hint={t('verify.byNumber.numberHint')} error={missing.number} name="number" autoComplete="off" spellCheck={false} className={CODE} />
        <TextField label={t('columns.serialNumber')} error={missing.serial} name="serial" autoComplete="off" spellCheck={false} className={CODE} />
        <div className="sm:col-span-2">
          <SubmitButton pending={lookup.isPending}>{t('verify.byNumber.submit')}</SubmitButton>
        </div>
      </form>
      {lookup.isError && (
        <Alert tone="error" className="mt-6">
          {status === 429 ? t('verify.byNumber.tooMany') : t('loadError')}
        </Alert>
      )}
      {lookup.data && (
        <div className="mt-6 space-y-6" aria-live="polite">
          <VerifyBanner result={lookup.data} unknownText={t('verify.byNumber.unknownText')} />
          {lookup.data.certificate && <VerifyDetails certificate={lookup.data.certificate} />}
        </div>
      )}
    </section>
  );
}
