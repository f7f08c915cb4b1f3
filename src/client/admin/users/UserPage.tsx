import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import { PageHeading } from '../../components/ui/PageHeading';
import { useSession } from '../../lib/session';
import type { AreaProps } from '../../router/area-props';
import type { AdminUserDetail, CompanyOption } from '../../../shared/users/admin-users.schema';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { AccountActions } from './AccountActions';
import { DeleteUser } from './DeleteUser';
import { UserBadges } from './Badges';
import { ProfileForm, type ProfileDraft } from './ProfileForm';
import { SessionsTable } from './SessionsTable';
import { useFeedback, type Feedback } from '../../components/ui/use-feedback';
import { Panel } from '../../components/ui/Panel';
import { useInvalidateUsers } from './use-users-cache';
import { useFormat } from '../../lib/use-format';

/** /admin/users/{id}: the profile form, access actions and sessions of one account. */
export function UserPage({ params }: AreaProps) {
  const { t } = useTranslation(['admin-users', 'admin']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const invalidate = useInvalidateUsers();
  const { date } = useFormat();
  const id = params.id ?? '';
  const user = useQuery(trpc.admin.users.get.queryOptions({ id }));
  const companies = useQuery(trpc.admin.users.companies.queryOptions());
  const { feedback, view } = useFeedback('user-status');

  const update = useMutation(
    trpc.admin.users.update.mutationOptions({
      onMutate: () => feedback.clear(),
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.admin.users.get.queryKey({ id }), saved);
        feedback.done(t('user.saved'));
        await invalidate();
        if (saved.is_self) await session.refresh(); // the header shows the admin's own name
      },
      onError: (error) => {
        // Field errors show next to their fields; anything else (e.g. the user was deleted meanwhile) above the form.
        if (Object.keys(fieldErrorsOf(error)).length === 0) feedback.failed(error);
      },
    }),
  );

  const back = <BackLink href="/admin/users">{t('user.back')}</BackLink>;
  return (
    <RecordFrame valid query={user} back={back} notFound={t('user.notFound')}>
      {(data) => (
        <div className="space-y-5">
          {back}
          <PageHeading
            title={
              <>
                {data.name}
                <UserBadges disabled={data.disabled} twoFactor={data.two_factor_enabled} self={data.is_self} invited={data.invited} deleted={data.deleted} />
              </>
            }
            lead={
              <>
                {data.email} · {t(`admin:roles.${data.role}`)}
                {data.company_name ? ` · ${data.company_name}` : ''}
              </>
            }
          >
            <p className="mt-1 text-sm text-slate-500">
              {t('user.createdOn', { date: date(data.created_at) })} · {t('user.updatedOn', { date: date(data.updated_at) })}
            </p>
          </PageHeading>
          {view}
          {data.deleted ? (
            // Nothing left to edit: the anonymous record only holds what the law keeps (features/privacy/gdpr/erase.ts).
            <Alert tone="info">{t('delete.deletedNote')}</Alert>
          ) : (
            <UserSections data={data} companies={companies.data ?? []} update={update} feedback={feedback} />
          )}
        </div>
      )}
    </RecordFrame>
  );
}

/** Profile, access, sessions and deletion of an account that still exists. */
function UserSections({
  data,
  companies,
  update,
  feedback,
}: {
  data: AdminUserDetail;
  companies: CompanyOption[];
  update: { error: unknown; isPending: boolean; mutate(input: ProfileDraft & { id: string }): void };
  feedback: Feedback;
}) {
  const { t } = useTranslation('admin-users');
  return (
    <>
      <Panel id="profile" title={t('user.profile')}>
        <ProfileForm
          // A new form only when the stored profile changed: disabling or a revoked session keeps what is being typed.
          key={JSON.stringify([data.name, data.email, data.role, data.company_id, data.locale])}
          user={data}
          companies={companies}
          errors={fieldErrorsOf(update.error)}
          pending={update.isPending}
          onSubmit={(draft: ProfileDraft) => update.mutate({ id: data.id, ...draft })}
        />
      </Panel>
      <Panel id="access" title={t('access.title')}>
        <AccountActions user={data} feedback={feedback} />
      </Panel>
      <Panel id="sessions" title={t('sessions.title')}>
        <SessionsTable user={data} feedback={feedback} />
      </Panel>
      <Panel id="delete" title={t('delete.title')}>
        <DeleteUser user={data} feedback={feedback} />
      </Panel>
    </>
  );
}
