import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { OwnSession } from '../../../shared/privacy/privacy.schema';
import { Alert } from '../../components/ui/Alert';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Loaded } from '../../components/ui/Loaded';
import { useFormat } from '../../lib/use-format';
import { useSession } from '../../lib/session';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Fact, Facts } from '../../components/ui/Facts';
import { useTRPC } from '../../trpc';
import { PageFrame } from '../profile/PageFrame';
import { deviceName, isMobileAgent } from './device';

/**
 * /account/sessions: every browser signed in to the account, this one first, each with "Sign out", and "Sign out all
 * other sessions". Signing out this device ends here and goes to the login page.
 */
export default function SessionsPage() {
  const { t } = useTranslation('account-privacy');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { signOut } = useSession();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [asking, setAsking] = useState<{ kind: 'one'; session: OwnSession } | { kind: 'others' } | null>(null);
  const list = useQuery(trpc.account.privacy.sessions.queryOptions());
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.account.privacy.sessions.queryKey() });
  const failed = () => setNotice({ tone: 'error', text: t('sessions.failed') });

  const one = useMutation(
    trpc.account.privacy.signOutSession.mutationOptions({
      onSuccess: async ({ current }) => {
        if (current) {
          await signOut('/login');
          return;
        }
        setNotice({ tone: 'success', text: t('sessions.signedOut') });
        await reload();
      },
      onError: failed,
    }),
  );
  const others = useMutation(
    trpc.account.privacy.signOutOtherSessions.mutationOptions({
      onSuccess: async ({ signed_out }) => {
        setNotice({ tone: 'success', text: t('sessions.signedOutOthers', { count: signed_out }) });
        await reload();
      },
      onError: failed,
    }),
  );
  const busy = one.isPending || others.isPending;

  function close(confirmed: boolean) {
    const question = asking;
    setAsking(null);
    if (!confirmed || !question) return;
    setNotice(null);
    if (question.kind === 'others') others.mutate();
    else one.mutate({ session_id: question.session.id });
  }

  return (
    <PageFrame title={t('sessions.title')} path="/account/sessions" lead={t('sessions.lead')}>
      <div className="space-y-4">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Loaded query={list} loading={t('sessions.loading')}>
          {(sessions) => (
            <>
              <ul className="space-y-3" data-testid="own-sessions">
                {sessions.map((session) => (
                  <SessionCard key={session.id} session={session} disabled={busy} onSignOut={() => setAsking({ kind: 'one', session })} />
                ))}
              </ul>
              <p className="text-sm text-slate-600">{t('sessions.approximate')}</p>
              {sessions.some((session) => !session.current) ? (
                <div className="flex justify-end">
                  <Button look="danger" pending={others.isPending} disabled={busy} onClick={() => setAsking({ kind: 'others' })}>
                    {t('sessions.signOutOthers')}
                  </Button>
                </div>
              ) : (
                <p className="text-slate-700">{t('sessions.onlyThis')}</p>
              )}
            </>
          )}
        </Loaded>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onClose={close}
        message={
          asking?.kind === 'others'
            ? t('sessions.signOutOthersConfirm')
            : asking?.session.current
              ? t('sessions.signOutThisConfirm')
              : t('sessions.signOutConfirm')
        }
      />
    </PageFrame>
  );
}

function SessionCard({ session, disabled, onSignOut }: { session: OwnSession; disabled: boolean; onSignOut(): void }) {
  const { t } = useTranslation('account-privacy');
  const { dateTime } = useFormat();
  const device = deviceName(session.user_agent, t);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <p className="font-semibold text-navy-900">
          {device}
          {isMobileAgent(session.user_agent) && <span className="ml-2 text-sm font-normal text-slate-600">({t('sessions.mobile')})</span>}
          {session.current && (
            <Badge tone="sky" className="ml-2">
              {t('sessions.thisDevice')}
            </Badge>
          )}
        </p>
        <Facts className="mt-1">
          <Fact label={t('sessions.lastActive')}>
            <time dateTime={session.last_active_at} className="tabular">
              {dateTime(session.last_active_at)}
            </time>
          </Fact>
          <Fact label={t('sessions.signedIn')}>
            <time dateTime={session.created_at} className="tabular">
              {dateTime(session.created_at)}
            </time>
          </Fact>
          <Fact label={t('sessions.address')}>
            <span className="break-all font-mono text-xs leading-5">{session.ip_address || t('sessions.unknownAddress')}</span>
          </Fact>
        </Facts>
      </div>
      <button
        type="button"
        disabled={disabled}
        onClick={onSignOut}
        aria-label={t('sessions.signOutNamed', { device, when: dateTime(session.created_at) })}
        className="rounded px-3 py-2 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        {t('sessions.signOut')}
      </button>
    </li>
  );
}
