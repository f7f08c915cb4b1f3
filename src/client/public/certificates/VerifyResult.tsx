import { useTranslation } from '../../lib/i18n-react';
import { Fact, Facts } from '../../components/ui/Facts';
import type { VerificationState } from '../../../shared/certificates/enums';
import type { CertificateVerification } from '../../../shared/certificates/verification.types';
import { formatLongDate } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';

type Certificate = NonNullable<CertificateVerification['certificate']>;

/** Each state's look: a symbol and a sentence as well as a colour (colour is never the only signal). */
const BANNERS: Record<VerificationState, { className: string; symbol: string }> = {
  valid: { className: 'border-green-600 bg-green-50 text-green-900', symbol: '✓' },
  expired: { className: 'border-amber-500 bg-amber-50 text-amber-950', symbol: '!' },
  superseded: { className: 'border-slate-500 bg-slate-100 text-slate-900', symbol: '↻' },
  revoked: { className: 'border-red-600 bg-red-50 text-red-900', symbol: '✕' },
  unknown: { className: 'border-slate-400 bg-white text-slate-900', symbol: '?' },
};

/** The answer, large and first: whether the certificate is genuine and still counts. */
export function VerifyBanner({ result, unknownText }: { result: CertificateVerification; unknownText?: string }) {
  const { t, i18n } = useTranslation('instruments');
  const { state, certificate } = result;
  const style = BANNERS[state];
  const text =
    state === 'expired' && certificate?.expiresOn
      ? t('verify.states.expiredOn', { date: formatLongDate(certificate.expiresOn, localeOf(i18n.language)) })
      : state === 'superseded' && certificate?.supersededBy
        ? t('verify.states.supersededBy', { number: certificate.supersededBy })
        : state === 'unknown' && unknownText
          ? unknownText
          : t(`verify.states.${state}Text`);
  return (
    <section aria-labelledby="verify-state" className={`flex items-start gap-4 rounded-lg border-2 p-5 sm:p-6 ${style.className}`} data-state={state} data-testid="verify-banner">
      <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-current text-2xl font-bold">
        {style.symbol}
      </span>
      <div>
        <h2 id="verify-state" className="text-2xl font-bold sm:text-3xl">
          {t(`verify.states.${state}`)}
        </h2>
        <p className="mt-1 text-lg">{text}</p>
      </div>
    </section>
  );
}

/**
 * What identifies the certificate, and whose only as initials ("J. D."): enough to check it against the person who
 * presents it, no personal data on a public page. An expiry only where the PDF prints one (a training certificate).
 */
export function VerifyDetails({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('instruments');
  const day = (value: string) => <time dateTime={value}>{formatLongDate(value, localeOf(i18n.language))}</time>;
  const training = certificate.kind === 'training';
  return (
    <Facts layout="grid" columns={2} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" testId="verify-details">
      <Fact label={t('verify.number')}>
        <span className="font-semibold tabular">{certificate.number}</span>
      </Fact>
      <Fact label={t('certificates.kind')}>{t(`kinds.${certificate.kind}`)}</Fact>
      {training ? (
        <Fact label={t('verify.course')}>{certificate.course}</Fact>
      ) : (
        <>
          <Fact label={t('verify.instrument')}>{certificate.instrument}</Fact>
          <Fact label={t('columns.model')}>{certificate.model}</Fact>
          <Fact label={t('columns.serialNumber')}>
            <span className="font-mono tabular">{certificate.serial}</span>
          </Fact>
        </>
      )}
      <Fact label={t(`verify.eventOn.${certificate.kind}`)}>{day(certificate.eventOn)}</Fact>
      {certificate.holder && (
        <Fact label={t('verify.holder')}>
          <span data-testid="verify-holder">{certificate.holder}</span>
        </Fact>
      )}
      <Fact label={t('certificates.issued')}>{day(certificate.issuedOn)}</Fact>
      {training && <Fact label={t('certificates.expires')}>{certificate.expiresOn ? day(certificate.expiresOn) : t('certificates.noExpiry')}</Fact>}
    </Facts>
  );
}
