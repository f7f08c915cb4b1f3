import { useTranslation } from '../../lib/i18n-react';
import { useSearch } from 'wouter';
import { LogsHeader, websiteTab } from './LogsNav';
import { OutboxPanel } from './OutboxPanel';
import { RetentionForm } from './RetentionForm';
import { WebsiteEventsPanel } from './WebsiteEventsPanel';

/**
 * /admin/logs/website: the website log, and as its sections (?tab=) the outbox of e-mails and the retention form,
 * so the three spec routes stay the only log routes.
 */
export function WebsiteLogPage() {
  const { t } = useTranslation('admin-logs');
  const tab = websiteTab(useSearch());
  const key = tab === 'events' ? 'website' : tab;
  return (
    <div className="space-y-6">
      <LogsHeader title={t(`${key}.title`)} description={t(`${key}.description`)} />
      {tab === 'outbox' ? <OutboxPanel /> : tab === 'retention' ? <RetentionForm /> : <WebsiteEventsPanel />}
    </div>
  );
}
