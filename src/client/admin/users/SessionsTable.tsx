import { useMutation } from '@tanstack/react-query';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { useTranslation } from '../../lib/i18n-react';
import type { AdminUserDetail } from '../../../shared/users/admin-users.schema';
import { Badge } from '../../components/ui/Badge';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { useTRPC } from '../../trpc';
import { useInvalidateUsers } from './use-users-cache';
import type { Feedback } from '../../components/ui/use-feedback';
import { useFormat } from '../../lib/use-format';

/** The user's live sessions, most recent first, each revocable; and "revoke all". */
export function SessionsTable({ user, feedback }: { user: AdminUserDetail; feedback: Feedback }) {
  const { t } = useTranslation('admin-users');
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  const { dateTime } = useFormat();
  const revoke = useMutation(
    trpc.admin.users.revokeSession.mutationOptions({
      onSuccess: async () => {
        feedback.done(t('sessions.revoked'));
        await invalidate();
      },
      onError: feedback.failed,
    }),
  );
  const revokeAll = useMutation(
    trpc.admin.users.revokeAllSessions.mutationOptions({
      onSuccess: async ({ revoked }) => {
        feedback.done(t('sessions.revokedAll', { count: revoked }));
        await invalidate();
      },
      onError: feedback.failed,
    }),
  );
  const busy = revoke.isPending || revokeAll.isPending;
  const time = (iso: string) => <time dateTime={iso}>{dateTime(iso)}</time>;

  if (user.sessions.length === 0) return <p className="text-sm text-slate-600">{t('sessions.empty')}</p>;
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <ConfirmModal
          triggerLabel={t('sessions.revokeAll')}
          message={user.is_self ? t('sessions.revokeAllConfirmSelf') : t('sessions.revokeAllConfirm', { name: user.name })}
          onConfirm={() => revokeAll.mutate({ id: user.id })}
          disabled={busy}
        />
      </div>
      <DataTable
        caption={t('sessions.title')}
        columns={[
          t('sessions.browser'),
          t('sessions.ip'),
          t('sessions.signedIn'),
          t('sessions.lastActive'),
          t('sessions.expires'),
          { header: <span className="sr-only">{t('sessions.actions')}</span>, actions: true },
        ]}
        testId="sessions-table"
      >
        {user.sessions.map((session) => (
          <DataRow key={session.id}>
            <DataCell className="max-w-xs">
              <span className="line-clamp-2 break-all text-slate-800" title={session.user_agent ?? undefined}>
                {session.user_agent || t('sessions.unknown')}
              </span>
              {session.current && (
                <Badge tone="sky" className="mt-1">
                  {t('badges.current')}
                </Badge>
              )}
            </DataCell>
            <DataCell className="font-mono text-xs">{session.ip_address || t('sessions.unknown')}</DataCell>
            <DataCell className="whitespace-nowrap tabular">{time(session.created_at)}</DataCell>
            <DataCell className="whitespace-nowrap tabular">{time(session.updated_at)}</DataCell>
            <DataCell className="whitespace-nowrap tabular">{time(session.expires_at)}</DataCell>
            <DataCell className="text-right">
              <ConfirmModal
                trigger="trash"
                triggerLabel={t('sessions.revokeNamed', {
                  ip: session.ip_address || t('sessions.unknown'),
                  when: dateTime(session.created_at),
                })}
                message={session.current ? t('sessions.revokeConfirmCurrent') : t('sessions.revokeConfirm')}
                onConfirm={() => revoke.mutate({ id: user.id, session_id: session.id })}
                disabled={busy}
              />
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </div>
  );
}
