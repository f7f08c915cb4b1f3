import { HELP_SEARCH_MAX } from '../../../shared/portal/helpcenter.schema';

/**
 * /portal/helpcenter keeps its search and the open article in the address (?q=&article=), so a link to an answer can
 * be shared and Back returns to it.
 */
export interface HelpParams {
  q: string;
  article: number | null;
}

export function readHelpParams(params: URLSearchParams): HelpParams {
  const id = Number(params.get('article'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, HELP_SEARCH_MAX),
    article: Number.isSafeInteger(id) && id > 0 ? id : null,
  };
}

export function writeHelpParams({ q, article }: HelpParams): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (article !== null) params.set('article', String(article));
  return params;
}
