import { useTranslation } from '../../lib/i18n-react';
import { useSearch } from 'wouter';
import { LogsHeader, websiteTab } from './LogsNav';
import { OutboxPanel } from './OutboxPanel';
import { RetentionForm } from './RetentionForm';
import { WebsiteEventsPanel } from './WebsiteEventsPanel';

/**
 * /admin/logs/website: the website log, and as its sections (?tab=) the outbox of e-mails and the retention form,
 * so the three spec routes stay the only log routes. The two lists draw the log screens' tabs as their heading.
 */
export function WebsiteLogPage() {
  const { t } = useTranslation('admin-logs');
  const tab = websiteTab(useSearch());
  if (tab === 'events') return <WebsiteEventsPanel />;
  if (tab === 'outbox') return <OutboxPanel />;
  return (
    <div className="space-y-6">
      <LogsHeader title={t('retention.title')} description={t('retention.description')} />
      <RetentionForm />
    </div>
  );
}
