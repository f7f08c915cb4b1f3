import { adminDownloadLogResource } from '../../../shared/downloads/collections/download-log';
import { DateText } from '../../components/ui/DateText';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';

/** A fetch's moment: its day and time (the generic date cell shows the day only). */
export const LOG_TIME_CELLS: CellOverrides = { createdAt: (row) => <DateText value={String(row.createdAt ?? '')} withTime /> };

/** Beside another list on the same page (the downloads): its own address parameters (?log.page=2). */
const EVERY_DOWNLOAD = { prefix: 'log.' } as const;

/**
 * The download log collection, drawn under its page's own heading: who fetched restricted downloads, newest first;
 * every download's (with a download filter) or, given `downloadId`, that download's only (the filter fixed).
 */
export function DownloadLogTable({ downloadId }: { downloadId?: number }) {
  const place = downloadId === undefined ? EVERY_DOWNLOAD : { prefix: 'log.', fixed: { downloadId } };
  return <ResourceListPage def={adminDownloadLogResource} cells={LOG_TIME_CELLS} heading={() => null} place={place} />;
}
