import type { ColumnDef } from '../../collections/types';

/** shared/serials/due.ts: a customer's soonest calibration is "due" within 30 days, "overdue" after it. */
const DUE_TONES = { due: 'warning', overdue: 'danger' } as const;

/**
 * The columns of an end customer (a user account that registered an instrument a partner company sold), shared by the
 * portal's customers and the back office's end customers: one table, one set of cells. `path` is where a name leads
 * (the face's customer page); `labels` the key prefix of the column labels in the definition's namespace; `dues` the
 * prefix of the due badge's words; `afterCompany` a face's own columns after the customer's company (the back office's
 * "Bought from").
 */
export function customerColumns({
  path,
  labels,
  dues,
  afterCompany = [],
}: {
  path: string;
  labels: string;
  dues: string;
  afterCompany?: readonly ColumnDef[];
}): readonly ColumnDef[] {
  return [
    { field: 'name', label: `${labels}name`, sortable: true, href: { path } },
    { field: 'company', label: `${labels}customerCompany`, emptyLabel: `${labels}none` },
    ...afterCompany,
    { field: 'countryId', kind: 'relation', label: `${labels}country`, emptyLabel: `${labels}none` },
    { field: 'email', label: `${labels}email` },
    { field: 'instruments', kind: 'number', label: `${labels}instruments` },
    {
      field: 'nextDueOn',
      kind: 'date',
      label: `${labels}soonestDue`,
      sortable: true,
      nullsLast: true,
      badge: { field: 'due', optionLabels: dues, tones: DUE_TONES },
    },
  ];
}
