import type { ResourceRecord } from '../../../shared/collections/types';

/**
 * What a panel under a record's edit form receives (overrides.ts maps resources to panels). Apart from overrides.ts
 * because the panels import it and overrides.ts imports the panels.
 */
export interface EditPanelProps {
  record: ResourceRecord;
}
