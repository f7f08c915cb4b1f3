import { returnLines, returns } from '../../db/schema';
import type { SearchSource } from '../../db/search-index';

/**
 * The returns' trigram search indexes (db/search-index.ts), for the back office's search over every return: a
 * substring of an RMA or tracking number, or of an item's name or serial number, found from the index instead of
 * reading 100,000 returns and probing their lines one by one. Created at start with the other search indexes.
 */
export const RETURNS_SEARCH: SearchSource = { table: returns, columns: [returns.rmaNumber, returns.trackingNumber], rowid: 'id' };
export const RETURN_LINES_SEARCH: SearchSource = { table: returnLines, columns: [returnLines.itemName, returnLines.serialNumber], rowid: 'id' };

export const RETURN_SEARCH_SOURCES: readonly SearchSource[] = [RETURNS_SEARCH, RETURN_LINES_SEARCH];
