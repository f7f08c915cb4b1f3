import { useTranslation } from '../../../lib/i18n-react';
import { usePageHead } from '../../catalog/use-page-head';
import { FormShell } from '../FormShell';
import { formHead } from '../heads';
import { ContactAside } from './ContactAside';
import { ContactForm } from './ContactForm';

/** /contact: the form, and beside it (below it on a phone) the ways to reach the works directly. */
export function ContactPage() {
  const { t } = useTranslation('forms');
  usePageHead(formHead('contact', t));
  return (
    <FormShell routeId="contact" lead={t('leads.contact')}>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <ContactAside />
      </div>
    </FormShell>
  );
}
