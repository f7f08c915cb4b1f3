import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { RegisteredSerial, RegistrationCandidate } from '../../../shared/serials/registration.schema';
import { CertificateLink } from './certificate-link';
import { Button } from '../../components/ui/Button';
import { instrumentPath, PRODUCTS_PATH } from './paths';
import { StepHeading } from './StepHeading';
import { LINK } from '../../components/ui/format';

/**
 * The end of the flow: SPEC.md's "Registration complete", each instrument with its certificate, and "register another".
 * An instrument sold to a named customer the account does not match is not registered yet: it is listed apart as
 * waiting for confirmation (docs/decisions/0030), with what happens next.
 */
export function DoneStep({ focus, candidate, registered, onAgain }: { focus: boolean; candidate: RegistrationCandidate; registered: readonly RegisteredSerial[]; onAgain(): void }) {
  const { t } = useTranslation('instruments');
  const done = registered.filter((serial) => !serial.waiting);
  const waiting = registered.filter((serial) => serial.waiting);
  return (
    <div className="space-y-6">
      {done.length > 0 && (
        <>
          <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
            <StepHeading focus={focus}>
              <span aria-hidden="true">✓ </span>
              {t('registration.done.title')}
            </StepHeading>
            <p className="mt-1">{t('registration.done.text', { product: candidate.product.name })}</p>
          </div>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="registered-serials">
            {done.map((serial) => (
              <li key={serial.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <Link href={instrumentPath(serial.id)} className="font-mono font-semibold text-navy-800 underline-offset-2 hover:underline">
                  {serial.number}
                </Link>
                {serial.certificate ? (
                  <span className="text-sm">
                    {t('registration.done.certificate')}: <CertificateLink id={serial.certificate.id} number={serial.certificate.number} showNumber />
                  </span>
                ) : (
                  <span className="text-sm text-slate-600">{t('certificates.none')}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {waiting.length > 0 && (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="waiting-serials">
          {done.length === 0 ? (
            <StepHeading focus={focus}>{t('registration.waiting.title')}</StepHeading>
          ) : (
            <h3 className="text-xl font-bold">{t('registration.waiting.title')}</h3>
          )}
          <p className="mt-1">{t('registration.waiting.text', { product: candidate.product.name })}</p>
          <ul className="mt-3 list-inside list-disc font-mono">
            {waiting.map((serial) => (
              <li key={serial.id}>{serial.number}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm">{t('registration.waiting.next')}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button look="send" onClick={onAgain}>
          {t('registration.done.again')}
        </Button>
        <Link href={PRODUCTS_PATH} className={LINK}>
          {t('registration.done.products')}
        </Link>
      </div>
    </div>
  );
}
