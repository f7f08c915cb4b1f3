import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Alert } from '../components/ui/Alert';
import { SubmitButton } from '../components/form/fields';
import { ErrorSummary } from '../components/form/ErrorSummary';
import { generalErrorOf } from '../components/form/use-form-dialog';
import { fieldErrorsOf, httpStatusOf } from '../lib/trpc-errors';
import { useTranslation } from '../lib/i18n-react';

/** A sign-in page's card; once its request is `done` (a reset link sent, a password changed), that and the way back to sign-in. */
export function AuthCard({ title, intro, done, children }: { title: string; intro?: ReactNode; done?: string | false; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <section className="mx-auto my-12 max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
      {intro && <div className="mt-2 text-slate-600">{intro}</div>}
      <div className="mt-6">
        {done ? (
          <div className="space-y-4">
            <Alert tone="success">{done}</Alert>
            <AuthCardLink href="/login">{t('returnToLogin')}</AuthCardLink>
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

/** The card's way on (back to sign-in, to the account, home): one link on its own line. */
export function AuthCardLink({ href, className = '', children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <Link href={href} className={`block font-semibold text-navy-700 underline ${className}`}>
      {children}
    </Link>
  );
}

const ASIDE = 'text-sm text-navy-700 underline';

/** A sign-in form's last row: the submit button; before it, a link elsewhere or a switch in the form (`aside`). */
export function AuthFormEnd({ pending, label, aside }: { pending: boolean; label: string; aside?: { text: string; href?: string; onClick?(): void } }) {
  return (
    <div className={aside ? 'flex flex-wrap items-center justify-between gap-3' : 'flex justify-end'}>
      {aside?.href ? (
        <Link href={aside.href} className={ASIDE}>
          {aside.text}
        </Link>
      ) : (
        aside && (
          <button type="button" className={ASIDE} onClick={aside.onClick}>
            {aside.text}
          </button>
        )
      )}
      <SubmitButton pending={pending}>{label}</SubmitButton>
    </div>
  );
}

/** Why a link from a mail (an address to confirm) was refused: too many tries, else the server's reason (a used link). */
export function LinkRefused({ error, tooMany }: { error: unknown; tooMany: string }) {
  const throttled = httpStatusOf(error) === 429;
  return <ErrorSummary errors={throttled ? {} : fieldErrorsOf(error)} general={throttled ? tooMany : generalErrorOf(error)} />;
}
