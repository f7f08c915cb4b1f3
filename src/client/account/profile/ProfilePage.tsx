import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { LoadError, PageFrame } from './PageFrame';
import { ProfileForm } from './ProfileForm';

/** /account/profile ("Update details"): the form starts once the saved details (or their defaults) are in. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const profile = useQuery(trpc.account.profile.get.queryOptions());
  return (
    <PageFrame title={t('profile.title')} path="/account/profile" lead={t('profile.lead')}>
      {profile.isPending ? <Spinner /> : profile.isError ? <LoadError /> : <ProfileForm view={profile.data} />}
    </PageFrame>
  );
}
