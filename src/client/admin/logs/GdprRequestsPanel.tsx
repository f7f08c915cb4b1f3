import { useId } from 'react';
import { gdprRequestsResource } from '../../../shared/logs/collections/gdpr-requests';
import type { ListPlace } from '../generic/resource-list';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { LogTime } from './log-cells';

/** Two lists on the GDPR page: this one's address parameters are `requests.*` (`?requests.page=2`). */
const REQUESTS_PLACE: ListPlace = { prefix: 'requests.' };

const REQUEST_CELLS: CellOverrides = {
  createdAt: (row) => <LogTime iso={String(row.createdAt)} />,
  subjectId: (row) => <span className="break-all font-mono text-xs">{String(row.subjectId ?? '')}</span>,
  actorEmail: (row) => <span className="break-all">{String(row.actorEmail ?? '')}</span>,
};

/**
 * The exports and erasures collection in the generic list, as a section of the GDPR page: newest first, found by the
 * admin's address or an account id, narrowed to a kind, days or one account. After an erasure only the account id
 * names the person.
 */
export function GdprRequestsPanel() {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <ResourceListPage
        def={gdprRequestsResource}
        cells={REQUEST_CELLS}
        place={REQUESTS_PLACE}
        heading={({ title }) => (
          <h2 id={id} className="text-lg font-semibold text-navy-900">
            {title}
          </h2>
        )}
      />
    </section>
  );
}
