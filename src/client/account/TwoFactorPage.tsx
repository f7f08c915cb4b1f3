import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n-react';
import { Alert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { ConfirmModal } from '../components/ui/ConfirmModal';
import { Loaded } from '../components/ui/Loaded';
import { SubmitButton, TextField } from '../components/form/fields';
import { useSession } from '../lib/session';
import { useTRPC } from '../trpc';
import { fieldErrorsOf } from '../lib/trpc-errors';
import { usePasswordConfirmation } from './usePasswordConfirmation';
import { SignedInPageHeader } from '../components/ui/SignedInPageHeader';

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('account');
  return (
    <div className="space-y-2">
      <Alert tone="info">{t('twoFactor.storeCodes')}</Alert>
      <ul className="grid grid-cols-2 gap-2 rounded bg-slate-100 p-4 font-mono text-sm tabular" aria-label={t('twoFactor.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** Two-factor settings: enable (QR code and secret, on only after a valid code), recovery codes, disable. */
export function TwoFactorPage() {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const { guard, dialog } = usePasswordConfirmation();
  const status = useQuery(trpc.account.twoFactor.status.queryOptions());
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.account.twoFactor.status.queryKey() });
    await refresh();
  };
  const begin = useMutation(trpc.account.twoFactor.begin.mutationOptions());
  const confirm = useMutation(
    trpc.account.twoFactor.confirm.mutationOptions({
      onSuccess: async (recovery) => {
        setCodes(recovery);
        begin.reset();
        setCode('');
        await reload();
      },
    }),
  );
  const regenerate = useMutation(trpc.account.twoFactor.regenerateRecoveryCodes.mutationOptions({ onSuccess: setCodes }));
  const disable = useMutation(
    trpc.account.twoFactor.disable.mutationOptions({
      onSuccess: async () => {
        setCodes(null);
        await reload();
      },
    }),
  );

  const setup = begin.data;

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <SignedInPageHeader face="account" title={t('twoFactor.title')} path="/account/2fa" lead={t('twoFactor.intro')} />
      <Loaded query={status}>
        {({ enabled }) => (
          <>
            <p className="mt-6 font-semibold" data-testid="two-factor-status">
              {enabled ? t('twoFactor.active') : t('twoFactor.inactive')}
            </p>
            <div className="mt-6 space-y-6">
              {codes && <RecoveryCodes codes={codes} />}
              {!enabled && !setup && (
                <Button look="send" pending={begin.isPending} onClick={guard(() => begin.mutateAsync())}>
                  {t('twoFactor.enable')}
                </Button>
              )}
              {!enabled && setup && (
                <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
                  <p>{t('twoFactor.scan')}</p>
                  <img src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`} alt={t('twoFactor.qrAlt')} width={192} height={192} />
                  <p>
                    {t('twoFactor.setupKey')}: <code className="font-mono break-all" data-testid="two-factor-secret">{setup.secret}</code>
                  </p>
                  <form
                    className="space-y-4"
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      void guard(() => confirm.mutateAsync({ code }))();
                    }}
                  >
                    <TextField label={ta('fields.code')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} error={fieldErrorsOf(confirm.error).code?.[0]} />
                    <SubmitButton pending={confirm.isPending}>{t('twoFactor.confirm')}</SubmitButton>
                  </form>
                </div>
              )}
              {enabled && (
                <div className="flex flex-wrap gap-3">
                  <Button look="outline" pending={regenerate.isPending} onClick={guard(() => regenerate.mutateAsync())}>
                    {t('twoFactor.regenerate')}
                  </Button>
                  <ConfirmModal triggerLabel={t('twoFactor.disable')} onConfirm={() => void guard(() => disable.mutateAsync())()} />
                </div>
              )}
            </div>
          </>
        )}
      </Loaded>
      {dialog}
    </section>
  );
}
