import { lazy } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { InteractionIsland } from '../../../lib/interaction-island';
import { FormShell } from '../FormShell';
import { readDraft } from '../kit/draft';
import { ContactAside } from './ContactAside';
import { CONTACT_DRAFT } from './draft-key';

/** The form and react-hook-form are a chunk of their own: a server page's form is taken over when first reached. */
const ContactForm = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

const hasDraft = () => readDraft(CONTACT_DRAFT) !== null;

/** /contact: the form, and beside it (below it on a phone) the ways to reach the works directly. */
export function ContactPage() {
  const { t } = useTranslation('forms');
  return (
    <FormShell routeId="contact" lead={t('leads.contact')}>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        {/* A visitor coming back to a draft gets it back at once; otherwise the form waits to be reached for. */}
        <InteractionIsland component={ContactForm} className="lg:col-span-2" eager={hasDraft} />
        <ContactAside />
      </div>
    </FormShell>
  );
}
