import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { PortalDashboard } from '../../../shared/dashboard/dashboard.types';
import { useFormat } from '../../lib/use-format';

const DAY_MS = 86_400_000;

/** One card of the dashboard: a heading with its figure, what needs doing, and the page that does it. */
function Card({ title, figure, tone, href, linkText, children }: { title: string; figure: number | string; tone: 'calm' | 'attention'; href: string; linkText: string; children?: ReactNode }) {
  return (
    <section className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="flex items-baseline justify-between gap-3 text-base font-semibold text-navy-900">
        <span>{title}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-bold tabular-nums ${tone === 'attention' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'}`}>{figure}</span>
      </h2>
      <div className="mt-2 flex-1 text-sm text-slate-700">{children}</div>
      <Link href={href} className="mt-3 text-sm font-semibold text-navy-700 underline-offset-2 hover:underline">
        {linkText}
      </Link>
    </section>
  );
}

/** Whole days from today to a date (negative: past). */
const daysUntil = (date: string, today: string) => Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);

function hoursLeft(deadline: string, now: string): number {
  return Math.floor((Date.parse(deadline) - Date.parse(now)) / 3_600_000);
}

export function DashboardCards({ data }: { data: PortalDashboard }) {
  const { t } = useTranslation('portal');
  const { date } = useFormat();
  const { announcements, inbox, leads, lowStock, certificatesExpiring, audits } = data;
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="portal-dashboard">
      <Card title={t('dashboard.announcements')} figure={announcements.unread} tone={announcements.unread > 0 ? 'attention' : 'calm'} href="/portal/announcements" linkText={t('dashboard.allAnnouncements')}>
        {announcements.latest.length === 0 ? (
          <p>{t('dashboard.noAnnouncements')}</p>
        ) : (
          <ul className="space-y-1">
            {announcements.latest.map((item) => (
              <li key={item.id}>
                <Link href={`/portal/announcements/${item.id}`} className={`hover:underline ${item.read ? '' : 'font-semibold text-navy-900'}`}>
                  {item.title}
                </Link>{' '}
                <span className="text-slate-500">· {date(item.publishedAt)}</span>
                {!item.read && <span className="sr-only"> ({t('dashboard.unread')})</span>}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('dashboard.inbox')} figure={inbox.unread} tone={inbox.unread > 0 ? 'attention' : 'calm'} href="/portal/inbox" linkText={t('dashboard.allMessages')}>
        {inbox.latest.length === 0 ? (
          <p>{t('dashboard.noUnreadMessages')}</p>
        ) : (
          <ul className="space-y-1" data-testid="dashboard-unread-threads">
            {inbox.latest.map((thread) => (
              <li key={thread.id}>
                <Link href={`/portal/inbox/${thread.id}`} className="font-semibold text-navy-900 hover:underline">
                  {thread.subject}
                </Link>{' '}
                <span className="text-slate-500">· {date(thread.lastPostAt)}</span>
                <span className="sr-only"> ({t('dashboard.unread')})</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('dashboard.leads')} figure={leads.offered} tone={leads.offered > 0 ? 'attention' : 'calm'} href="/portal/leads" linkText={t('dashboard.allLeads')}>
        <p>{t('dashboard.leadsSummary', { offered: leads.offered, accepted: leads.accepted })}</p>
        {leads.soonest.length > 0 && (
          <ul className="mt-1 space-y-1">
            {leads.soonest.map((lead) => {
              const hours = lead.deadlineAt ? hoursLeft(lead.deadlineAt, leads.now) : null;
              return (
                <li key={lead.id}>
                  <span className="font-medium">{lead.prospectCompany}</span>{' '}
                  <span className={hours !== null && hours < 24 ? 'font-semibold text-red-700' : 'text-slate-500'}>
                    · {hours === null ? '' : hours < 0 ? t('dashboard.deadlinePassed') : t('dashboard.hoursLeft', { count: hours })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card title={t('dashboard.lowStock')} figure={lowStock.count} tone={lowStock.count > 0 ? 'attention' : 'calm'} href="/portal/stock" linkText={t('dashboard.allStock')}>
        {lowStock.rows.length === 0 ? (
          <p>{t('dashboard.noLowStock')}</p>
        ) : (
          <ul className="space-y-1">
            {lowStock.rows.map((row) => (
              <li key={row.modelCode}>
                <span className="font-medium">{row.modelCode}</span> · {t('dashboard.stockLevel', { quantity: row.quantity, threshold: row.threshold })}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('dashboard.agreements')} figure={data.agreementsToAccept} tone={data.agreementsToAccept > 0 ? 'attention' : 'calm'} href="/portal/agreements" linkText={t('dashboard.allAgreements')}>
        <p>{data.agreementsToAccept > 0 ? t('dashboard.agreementsToAccept', { count: data.agreementsToAccept }) : t('dashboard.noAgreements')}</p>
      </Card>
      <Card title={t('dashboard.certificates')} figure={certificatesExpiring.count} tone={certificatesExpiring.count > 0 ? 'attention' : 'calm'} href="/portal/certificates" linkText={t('dashboard.allCertificates')}>
        {certificatesExpiring.rows.length === 0 ? (
          <p>{t('dashboard.noCertificates')}</p>
        ) : (
          <ul className="space-y-1">
            {certificatesExpiring.rows.map((cert) => (
              <li key={cert.number}>
                <span className="font-medium">{cert.holderName}</span> · {cert.course} · {t('dashboard.expiresOn', { date: date(cert.expiresOn) })}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title={t('dashboard.audits')}
        figure={audits.openActions}
        tone={audits.overdueActions > 0 || (audits.nextAuditOn !== null && daysUntil(audits.nextAuditOn, data.today) <= 30) ? 'attention' : 'calm'}
        href="/portal/audits"
        linkText={t('dashboard.allAudits')}
      >
        <p>
          {audits.nextAuditOn === null
            ? t('dashboard.noAuditDate')
            : daysUntil(audits.nextAuditOn, data.today) < 0
              ? t('dashboard.auditOverdue', { date: date(audits.nextAuditOn) })
              : t('dashboard.nextAudit', { date: date(audits.nextAuditOn) })}
        </p>
        <p className="mt-1">{t('dashboard.auditActions', { count: audits.openActions, overdue: audits.overdueActions })}</p>
      </Card>
    </div>
  );
}
