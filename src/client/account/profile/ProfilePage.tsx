import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { PageFrame } from './PageFrame';
import { ProfileForm } from './ProfileForm';

/** /account/profile ("Update details"): the form starts once the saved details (or their defaults) are in. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const profile = useQuery(trpc.account.profile.get.queryOptions());
  return (
    <PageFrame title={t('profile.title')} path="/account/profile" lead={t('profile.lead')}>
      <Loaded query={profile}>{(view) => <ProfileForm view={view} />}</Loaded>
    </PageFrame>
  );
}
