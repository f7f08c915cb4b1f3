import { adminServiceToolLogResource } from '../../../shared/service-tools/collections/service-tool-log';
import { LOG_TIME_CELLS } from '../files/DownloadLogTable';
import { ResourceListPage } from '../generic/ResourceListPage';

/**
 * The tool's download log collection under the tool's form, its heading the page's: who downloaded the tool's
 * versions from the portal, newest first (person, company, address, version). Its own address parameters
 * (?log.page=2), so Back from a page of the log returns to it.
 */
export function DownloadLog({ toolId }: { toolId: number }) {
  return <ResourceListPage def={adminServiceToolLogResource} cells={LOG_TIME_CELLS} heading={() => null} place={{ prefix: 'log.', fixed: { tool: toolId } }} />;
}
