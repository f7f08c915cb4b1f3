import { useSearch } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { adminAgreementAcceptancesResource } from '../../../shared/agreements/collections/admin-agreement-acceptances';
import { adminAgreementStandingsResource } from '../../../shared/agreements/collections/admin-agreement-standings';
import type { ResourceRow } from '../../../shared/collections/types';
import { DateText } from '../../components/ui/DateText';
import { NoValue } from '../../components/ui/NoValue';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { ListPlace } from '../generic/resource-list';
import type { CellOverrides } from '../generic/ResourceTable';
import { agreementsListHeading } from './AgreementsNav';
import { StateBadge } from '../../components/ui/StateBadge';
import { ADMIN_AGREEMENT_BADGES } from '../../components/ui/state-looks';

/** "Version 2" for a version number, nothing where there is none. */
function VersionText({ version }: { version: unknown }) {
  const { t } = useTranslation('admin-agreements');
  return version === null || version === undefined ? <NoValue /> : <span className="tabular">{t('common.version', { version })}</span>;
}

/** The company's state with the latest version; under "Newer version pending", the version it accepted last. */
function StandingState({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-agreements');
  const state = String(row.state);
  return (
    <>
      <StateBadge of={ADMIN_AGREEMENT_BADGES} state={state} />
      {state === 'newer-version' && row.lastAcceptedVersion !== null && row.lastAcceptedVersion !== undefined && (
        <span className="mt-1 block text-xs text-slate-600">{t('overview.lastAccepted', { version: row.lastAcceptedVersion })}</span>
      )}
    </>
  );
}

/** Whether the latest version's e-mail went out; nothing before a version is published. */
function Emailed({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-agreements');
  if (row.latestVersion === null || row.latestVersion === undefined) return <NoValue />;
  return <>{row.emailed === true ? t('common.yes') : t('common.no')}</>;
}

const moment = (value: unknown) => <DateText value={value === null || value === undefined ? null : String(value)} withTime />;
const text = (value: unknown, className: string) => (value ? <span className={className}>{String(value)}</span> : <NoValue />);

const STANDING_CELLS: CellOverrides = {
  latestVersion: (row) => <VersionText version={row.latestVersion} />,
  state: (row) => <StandingState row={row} />,
  acceptedEmail: (row) => text(row.acceptedEmail, 'break-all'),
  acceptedIp: (row) => text(row.acceptedIp, 'tabular'),
  acceptedAt: (row) => moment(row.acceptedAt),
  emailed: (row) => <Emailed row={row} />,
};

const ACCEPTANCE_CELLS: CellOverrides = {
  acceptedAt: (row) => moment(row.acceptedAt),
  version: (row) => <VersionText version={row.version} />,
  userEmail: (row) => text(row.userEmail, 'break-all'),
  ip: (row) => text(row.ip, 'tabular'),
};

/** The overview's agreement filter (`?agreement=`), which the acceptance log below follows. */
function useChosenAgreement(): number | undefined {
  const chosen = Number(new URLSearchParams(useSearch()).get('agreement'));
  return Number.isSafeInteger(chosen) && chosen > 0 ? chosen : undefined;
}

/**
 * /admin/agreements: two collections under the agreement screens' tabs. Per company and agreement, whether the latest
 * version is accepted — by whom (name as typed and account), when and from which address — or still pending; search by
 * company, filters by agreement and state, sortable company and agreement, pages. Below, every acceptance, newest
 * first, with its own search and pages (`?log.*`) and the overview's agreement filter (a filter change starts both
 * lists again at their first page). All kept in the address, cards on a phone.
 */
export function AgreementsOverviewPage() {
  const { t } = useTranslation('admin-agreements');
  const agreement = useChosenAgreement();
  const log: ListPlace = agreement === undefined ? { prefix: 'log.' } : { prefix: 'log.', fixed: { agreement } };
  const below = (
    <section aria-labelledby="acceptance-log" className="space-y-3 pt-4">
      <h2 id="acceptance-log" className="text-xl font-bold text-navy-900">
        {t('overview.logTitle')}
      </h2>
      <ResourceListPage def={adminAgreementAcceptancesResource} cells={ACCEPTANCE_CELLS} heading={() => null} place={log} />
    </section>
  );
  return <ResourceListPage def={adminAgreementStandingsResource} cells={STANDING_CELLS} heading={agreementsListHeading} below={below} />;
}
