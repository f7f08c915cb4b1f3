import type { WebsiteLogDetail } from '../../../shared/logs/website-log.schema';
import { useFormat } from '../../lib/use-format';
import type { CellOverrides } from '../generic/ResourceTable';

/** When, to the second: a log's entries often share a minute (the generic date cell shows the day only). */
export function LogTime({ iso }: { iso: string }) {
  const format = useFormat();
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular">
      {format.dateTime(iso, { seconds: true })}
    </time>
  );
}

/** An entry's detail as names and values (the server half has read its JSON into an object). */
function Detail({ detail }: { detail: WebsiteLogDetail }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs">
      {entries.map(([key, value]) => (
        <li key={key} className="break-all">
          <span className="font-semibold">{key}</span>: <span className="font-mono">{String(value)}</span>
        </li>
      ))}
    </ul>
  );
}

const detailOf = (value: unknown): WebsiteLogDetail =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as WebsiteLogDetail) : {};

/** The website log's cells that are more than a stored value: the moment, long paths and addresses, the detail. */
export const WEBSITE_LOG_CELLS: CellOverrides = {
  createdAt: (row) => <LogTime iso={String(row.createdAt)} />,
  path: (row) => <span className="break-all font-mono text-xs">{String(row.path ?? '')}</span>,
  email: (row) => <span className="break-all">{String(row.email ?? '')}</span>,
  ip: (row) => <span className="whitespace-nowrap tabular">{String(row.ip ?? '')}</span>,
  detail: (row) => <Detail detail={detailOf(row.detail)} />,
};
