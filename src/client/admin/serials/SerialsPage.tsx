import { Link } from 'wouter';
import { adminSerialsResource } from '../../../shared/serials/collections/admin-serials';
import { LINK } from '../../components/ui/format';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { ImportPanel } from './ImportPanel';
import { NextDue } from './badges';
import { serialsListHeading } from './SerialsNav';
import { serialPath } from './paths';
import { WaitingClaimsPanel } from './WaitingClaimsPanel';
import { StateBadge } from '../../components/ui/StateBadge';
import { SERIAL_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * The number on one line, in the serial screens' type; the owner's e-mail broken where it must; the status and
 * next-due cells as the instrument's page draws them (the account's "Due soon"/"Overdue" words).
 */
const SERIAL_CELLS: CellOverrides = {
  number: (row) => (
    <Link href={serialPath(Number(row.id))} className={`${LINK} whitespace-nowrap font-mono tabular`}>
      {String(row.number)}
    </Link>
  ),
  // An e-mail address is one long word: broken anywhere, it leaves room for the other columns (as the old table did).
  owner: (row) => (typeof row.owner === 'string' && row.owner !== '' ? <span className="break-all">{row.owner}</span> : null),
  status: (row) => <StateBadge of={SERIAL_STATUS_BADGES} state={row.status} />,
  nextDueOn: (row) => <NextDue value={typeof row.nextDueOn === 'string' ? row.nextDueOn : null} />,
};

/**
 * /admin/serials: the admin serials collection in the generic list, under the serial section's tabs: every instrument
 * built, in number order, found by the start of its number (any spelling), filtered by status, product, company and
 * next calibration; pages, all kept in the address, cards on a phone. The claims waiting for Voltara are above the
 * list, the CSV import below it; each number opens the instrument's page.
 */
export function SerialsPage() {
  return <ResourceListPage def={adminSerialsResource} cells={SERIAL_CELLS} heading={serialsListHeading} above={<WaitingClaimsPanel />} below={<ImportPanel />} />;
}
