import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import { CLOSED_DAYS, CONTACT_EMAIL, OPENING_HOURS, WORKS_ADDRESS } from '../../../../shared/enquiries/form-options';
import { localeOf } from '../../../../shared/locales';
import { CONTACT_PHONE } from '../../../../shared/settings/site';
import { useTRPC } from '../../../trpc';
import { usePageLocale } from '../../catalog/use-locale-param';
import { formatWeekday } from '../../../../shared/format';
import { Panel } from '../../../components/ui/Panel';

const LINK = 'font-medium text-navy-800 underline underline-offset-2 hover:text-navy-900';

/**
 * Beside the contact form (SPEC.md section 2 "Contact: by e-mail, opening hours ... ask the experts"): the e-mail
 * address and telephone number, the works' opening hours (day names in the visitor's language), the address, and
 * the experts of the admin's experts content with their job title, e-mail and telephone.
 */
export function ContactAside() {
  const { t } = useTranslation('forms');
  return (
    <aside className="space-y-6">
      <Panel id="contact-direct" title={t('contact.byEmail')}>
        <p className="mt-2 text-slate-700">
          {t('contact.byEmailText')}{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
            {CONTACT_EMAIL}
          </a>
        </p>
        <h3 className="mt-4 font-semibold text-navy-900">{t('contact.byPhone')}</h3>
        <p className="mt-1">
          <a href={`tel:${CONTACT_PHONE.tel}`} className={LINK}>
            {CONTACT_PHONE.display}
          </a>
        </p>
      </Panel>
      <OpeningHours />
      <Panel id="contact-address" title={t('contact.address')}>
        <address className="mt-2 not-italic text-slate-700">
          {WORKS_ADDRESS.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </Panel>
      <Experts />
    </aside>
  );
}

function OpeningHours() {
  const { t, i18n } = useTranslation('forms');
  const locale = localeOf(i18n.language);
  const rows = [
    ...OPENING_HOURS.flatMap((slot) => slot.days.map((day) => ({ day, hours: `${slot.opens}–${slot.closes}` }))),
    ...CLOSED_DAYS.map((day) => ({ day, hours: t('contact.closed') })),
  ].sort((a, b) => a.day - b.day);
  return (
    <Panel id="contact-hours" title={t('contact.hours')}>
      <table className="mt-2 w-full text-sm">
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-1.5 pr-4 text-left font-medium capitalize text-slate-800">
                {formatWeekday(row.day, locale)}
              </th>
              <td className="py-1.5 text-right tabular-nums text-slate-700">{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-600">{t('contact.hoursNote')}</p>
    </Panel>
  );
}

function Experts() {
  const { t } = useTranslation('forms');
  const trpc = useTRPC();
  const locale = usePageLocale();
  const experts = useQuery(trpc.public.enquiries.experts.queryOptions({ locale }));
  if (!experts.data || experts.data.length === 0) return null;
  return (
    <Panel id="contact-experts" title={t('contact.experts')}>
      <p className="mt-1 text-sm text-slate-600">{t('contact.expertsLead')}</p>
      <ul className="mt-3 space-y-4">
        {experts.data.map((expert) => (
          <li key={expert.id} className="text-sm">
            <p className="font-semibold text-navy-900">{expert.name}</p>
            <p className="text-slate-700">
              {expert.jobTitle}
              {expert.country && <span className="text-slate-500"> · {expert.country}</span>}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {expert.email && (
                <a href={`mailto:${expert.email}`} className={LINK}>
                  {expert.email}
                </a>
              )}
              {expert.phone && (
                <a href={`tel:${expert.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
                  {expert.phone}
                </a>
              )}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
