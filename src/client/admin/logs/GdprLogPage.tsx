import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { GdprSubject } from '../../../shared/logs/gdpr.schema';
import { ConsentsPanel } from './ConsentsPanel';
import { GdprRequestsPanel } from './GdprRequestsPanel';
import { GdprSubjects } from './GdprSubjects';
import { LogsHeader } from './LogsNav';

/**
 * /admin/logs/gdpr: find a person to export or erase their personal data, the log of exports and erasures, and the
 * consents given and withdrawn (all, or one person's).
 */
export function GdprLogPage() {
  const { t } = useTranslation('admin-logs');
  const [consentsOf, setConsentsOf] = useState<GdprSubject | null>(null);
  return (
    <div className="space-y-8">
      <LogsHeader title={t('gdpr.title')} description={t('gdpr.description')} />
      <GdprSubjects onShowConsents={setConsentsOf} />
      <GdprRequestsPanel />
      <ConsentsPanel key={consentsOf?.id ?? 'all'} subject={consentsOf} onShowAll={() => setConsentsOf(null)} />
    </div>
  );
}
