import { diffArrays } from 'diff';
import type { AgreementAcceptanceIdInput } from '../../../shared/agreements/agreements.schema';
import type { AgreementComparison, AgreementDiffBlock, AgreementPageView } from '../../../shared/agreements/agreements.types';
import { notFound } from '../../errors';
import { plainText } from '../editorial/plain-text';
import { findAcceptance, versionRef } from './acceptance';
import { versionPages } from './queries';
import type { Ctx } from '../../service-context';

type Block = Omit<AgreementDiffBlock, 'change'>;

/** A version as a sequence of blocks: each page's title, then its paragraphs as plain text (markup is not the text). */
export function versionBlocks(pages: readonly AgreementPageView[]): Block[] {
  return pages.flatMap((page): Block[] => [
    { kind: 'title', text: page.title.trim() },
    ...plainText(page.bodyHtml)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((text): Block => ({ kind: 'paragraph', text })),
  ]);
}

/**
 * Paragraphs of `from` and `to` compared with jsdiff's longest-common-subsequence on whole blocks: a block is the same
 * only when its kind and text are; an edited paragraph is shown as removed, then added, the way legal redlines read.
 */
export function diffBlocks(from: readonly Block[], to: readonly Block[]): AgreementDiffBlock[] {
  const parts = diffArrays([...from], [...to], { comparator: (a, b) => a.kind === b.kind && a.text === b.text });
  return parts.flatMap((part) => part.value.map((block): AgreementDiffBlock => ({ change: part.added ? 'added' : part.removed ? 'removed' : 'same', ...block })));
}

/** The accepted version of one of the company's acceptances compared with the agreement's current version. */
export async function compareWithCurrent(ctx: Ctx<'deps' | 'actor' | 'locale'>, key: Required<AgreementAcceptanceIdInput>): Promise<AgreementComparison> {
  const { deps, actor, locale } = ctx;
  const found = await findAcceptance(deps, actor, key);
  if (found.currentId === null) throw notFound('Agreement');
  const [fromPages, toPages, to] = await Promise.all([
    versionPages(deps, found.version.id, locale),
    versionPages(deps, found.currentId, locale),
    versionRef(deps, found.currentId),
  ]);
  if (!to) throw notFound('Agreement');
  const blocks = diffBlocks(versionBlocks(fromPages), versionBlocks(toPages));
  const { id, version, publishedAt } = found.version;
  return {
    from: { id, version, publishedAt },
    to,
    blocks,
    added: blocks.filter((block) => block.change === 'added').length,
    removed: blocks.filter((block) => block.change === 'removed').length,
  };
}
