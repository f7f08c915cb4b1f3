import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import type { DeleteAccount } from '../../../shared/privacy/privacy.schema';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { TextField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { PageFrame } from '../profile/PageFrame';
import { Panel } from '../../components/ui/Panel';

/**
 * /account/delete: says first what is deleted and what the law makes us keep anonymised, then asks for the password,
 * the authenticator code when two-factor is on, and the account's e-mail address typed out (docs/decisions/0043).
 * Once deleted, the session is gone and the goodbye page follows.
 */
export default function DeletePage() {
  const { t } = useTranslation('account-privacy');
  const { t: tp } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const trpc = useTRPC();
  const { user, signOut } = useSession();
  const { register, handleSubmit } = useForm<DeleteAccount>({ defaultValues: { password: '', code: '', confirmation: '' } });
  const remove = useMutation(
    trpc.account.privacy.deleteAccount.mutationOptions({
      onSuccess: async () => {
        await signOut('/goodbye', { replace: true }); // clears what the app held about the account
      },
    }),
  );
  const errors = fieldErrorsOf(remove.error);
  if (!user) return null;

  return (
    <PageFrame title={t('delete.title')} path="/account/delete" lead={t('delete.lead')}>
      <div className="space-y-6">
        <Panel id="deleted" title={t('delete.deletedHeading')}>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {(['deleted1', 'deleted2', 'deleted3', 'deleted4'] as const).map((key) => (
              <li key={key}>{t(`delete.${key}`)}</li>
            ))}
          </ul>
        </Panel>
        <Panel id="kept" title={t('delete.keptHeading')}>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {(['kept1', 'kept2'] as const).map((key) => (
              <li key={key}>{t(`delete.${key}`)}</li>
            ))}
          </ul>
        </Panel>
        <p>
          <Link href="/account/data" className="font-semibold text-navy-700 underline">
            {t('delete.exportFirst')}
          </Link>
        </p>

        <form
          onSubmit={handleSubmit((values) => remove.mutate({ ...values, code: values.code || undefined }))}
          className="max-w-lg space-y-4 rounded-lg border border-red-200 bg-red-50/40 p-5"
          noValidate
        >
          <h2 className="text-lg font-semibold text-red-900">{t('delete.formHeading')}</h2>
          <ErrorSummary general={httpStatusOf(remove.error) === 429 ? ta('tooManyAttempts') : null} focusKey={remove.error} />
          <TextField label={ta('fields.password')} type="password" autoComplete="current-password" error={errors.password?.[0]} {...register('password')} />
          {user.two_factor_enabled && (
            <TextField
              label={ta('fields.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              hint={t('delete.codeHint')}
              error={errors.code?.[0]}
              {...register('code')}
            />
          )}
          <TextField
            label={tp('profile.accountConfirmation')}
            hint={t('delete.confirmationHint', { email: user.email })}
            autoComplete="off"
            spellCheck={false}
            error={errors.confirmation?.[0]}
            {...register('confirmation')}
          />
          <div className="flex justify-end">
            <Button type="submit" look="danger" pending={remove.isPending} pendingLabel={t('delete.deleting')}>
              {t('delete.submit')}
            </Button>
          </div>
        </form>
      </div>
    </PageFrame>
  );
}
