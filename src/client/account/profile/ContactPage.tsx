import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { ConsentHistory } from './ConsentHistory';
import { ContactForm } from './ContactForm';
import { PageFrame } from './PageFrame';

/** /account/contact ("Contact preferences"): the preferences form, then the consent history. */
export default function ContactPage() {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const contact = useQuery(trpc.account.profile.contact.queryOptions());
  return (
    <PageFrame title={t('contact.title')} path="/account/contact" lead={t('contact.lead')}>
      <Loaded query={contact}>
        {({ preferences, history }) => (
          <>
            <ContactForm preferences={preferences} />
            <ConsentHistory entries={history} />
          </>
        )}
      </Loaded>
    </PageFrame>
  );
}
