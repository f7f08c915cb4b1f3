import { users } from '../../db/schema';
import type { SearchSource } from '../../db/search-index';

/** The admin users list searches names and e-mails; users are keyed by text, so the index points at the rowid. */
export const USERS_SEARCH: SearchSource = { table: users, columns: [users.name, users.email], rowid: 'rowid' };
