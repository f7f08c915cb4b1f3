import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import type { GdprSubject } from '../../../shared/logs/gdpr.schema';
import { paramNameOf } from '../../components/list/list-address';
import { CONSENTS_PREFIX, ConsentsPanel } from './ConsentsPanel';
import { GdprRequestsPanel } from './GdprRequestsPanel';
import { GdprSubjects } from './GdprSubjects';
import { LogsHeader } from './LogsNav';

/** The consents list's account filter in the address (`?consents.user=…`, as useListParams names `userId`). */
const CONSENTS_ACCOUNT = `${CONSENTS_PREFIX}${paramNameOf('userId')}`;

/**
 * /admin/logs/gdpr: find a person to export or erase their personal data, the log of exports and erasures, and the
 * consents given and withdrawn (all, or one person's). Both logs are collections with their state in the address,
 * each under its own prefix; "Consents" beside a person found sets the consents list's account filter.
 */
export function GdprLogPage() {
  const { t } = useTranslation('admin-logs');
  const [params, setParams] = useSearchParams();
  // The person last chosen, to name them above their consents (the address holds only their account id).
  const [chosen, setChosen] = useState<GdprSubject | null>(null);
  const account = params.get(CONSENTS_ACCOUNT);
  const consentsOnly = (userId: string | null) => {
    const next = new URLSearchParams();
    for (const [name, value] of params) if (!name.startsWith(CONSENTS_PREFIX)) next.append(name, value);
    if (userId !== null) next.set(CONSENTS_ACCOUNT, userId);
    setParams(next);
  };
  const showConsents = (subject: GdprSubject) => {
    setChosen(subject);
    consentsOnly(subject.id);
  };
  return (
    <div className="space-y-8">
      <LogsHeader title={t('gdpr.title')} description={t('gdpr.description')} />
      <GdprSubjects onShowConsents={showConsents} />
      <GdprRequestsPanel />
      <ConsentsPanel person={chosen && chosen.id === account ? chosen.email : null} onShowAll={account ? () => consentsOnly(null) : null} />
    </div>
  );
}
