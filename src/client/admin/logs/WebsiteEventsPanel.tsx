import { websiteLogResource } from '../../../shared/logs/collections/website-log';
import { ResourceListPage } from '../generic/ResourceListPage';
import { WEBSITE_LOG_CELLS } from './log-cells';
import { LogsHeader } from './LogsNav';

/** ?tab= chooses the website log page's section: it stays while the list changes. */
const KEEP_TAB = ['tab'] as const;

/**
 * The website log collection in the generic list, under the log screens' tabs: newest first (or oldest), found by a
 * part of the path or the start of an e-mail or IP address, narrowed to a kind and a span of days; pages; all kept in
 * the address, cards on a phone.
 */
export function WebsiteEventsPanel() {
  return (
    <ResourceListPage
      def={websiteLogResource}
      cells={WEBSITE_LOG_CELLS}
      keep={KEEP_TAB}
      heading={({ title, lead }) => <LogsHeader title={title} description={lead ?? ''} />}
    />
  );
}
