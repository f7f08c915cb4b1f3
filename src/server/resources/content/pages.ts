import type { ServerResource } from '../types';

export const PAGE_SERVER_RESOURCES = {} satisfies Record<string, ServerResource>;
