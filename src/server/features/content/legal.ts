import type { LegalInput } from '../../../shared/content/information-pages.schema';
import type { LegalPage } from '../../../shared/content/information-pages.types';
import { PAGES_AREA } from '../../cache';
import { documentSections } from './content-reads';
import { LEGAL_DOCUMENTS } from '../../../shared/content/page-sources';
import type { Ctx } from '../../service-context';

/**
 * /legal/terms, /legal/privacy and /legal/policies: the document of that name, one section per document page, so an
 * admin edits a clause at /admin/content/documents/pages/{id}. A missing or unpublished document gives no sections
 * (the page says the text is being updated) rather than a 404: the route is part of the site's frame (footer links).
 */
export function legalPage(ctx: Ctx<'deps'>, input: LegalInput): Promise<LegalPage> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `info:legal:${input.kind}:${input.locale}`, async () => {
    const document = await documentSections(deps, LEGAL_DOCUMENTS[input.kind], input.locale);
    return { kind: input.kind, title: document?.title ?? '', sections: document?.sections ?? [] };
  });
}
