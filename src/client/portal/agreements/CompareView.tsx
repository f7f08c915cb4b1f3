import { useQuery } from '@tanstack/react-query';
import type { AgreementDiffBlock } from '../../../shared/agreements/agreements.types';
import { Waiting } from '../../components/ui/Loaded';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';

const LOOK: Record<AgreementDiffBlock['change'], string> = {
  same: 'border-transparent text-slate-800',
  added: 'border-green-700 bg-green-50 text-green-950 underline decoration-green-700 decoration-1 underline-offset-4',
  removed: 'border-red-700 bg-red-50 text-red-950 line-through decoration-red-700',
};

/**
 * The accepted version compared with the current one, paragraph by paragraph (the server diffs: features/
 * agreements/compare.ts). An added paragraph is an <ins> marked "Added" and underlined, a removed one a <del> marked
 * "Removed" and struck through, each with a bar: never colour alone, and read out by screen readers.
 */
export function CompareView({ agreementId, acceptanceId }: { agreementId: number; acceptanceId: number }) {
  const { t } = useTranslation('portal-agreements');
  const trpc = useTRPC();
  const query = useQuery(trpc.portal.agreements.compare.queryOptions({ agreementId, acceptanceId }));
  if (!query.data) return <Waiting query={query} />;
  const { from, to, blocks, added, removed } = query.data;
  return (
    <div data-testid="agreement-diff">
      <h3 className="text-lg font-semibold text-navy-900">{t('compare.title', { from: from.version, to: to.version })}</h3>
      <p className="mt-1 text-slate-700" data-testid="diff-summary">
        {added + removed === 0 ? t('compare.same') : `${t('compare.added', { count: added })} ${t('compare.removed', { count: removed })}`}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('compare.legend')}</p>
      <div className="mt-4 space-y-2 rounded border border-slate-200 bg-white p-4">
        {blocks.map((block, index) => (
          <DiffBlock key={index} block={block} />
        ))}
      </div>
    </div>
  );
}

function DiffBlock({ block }: { block: AgreementDiffBlock }) {
  const { t } = useTranslation('portal-agreements');
  const text = block.kind === 'title' ? <strong className="font-semibold text-navy-900">{block.text}</strong> : block.text;
  const mark = block.change === 'same' ? null : (
    <span className="mr-2 inline-block rounded px-1.5 text-xs font-bold tracking-wide uppercase no-underline ring-1 ring-current" data-testid={`diff-mark-${block.change}`}>
      {block.change === 'added' ? t('compare.addedMark') : t('compare.removedMark')}
    </span>
  );
  const className = `block border-l-4 px-3 py-1 ${LOOK[block.change]}`;
  if (block.change === 'added') {
    return (
      <ins className={className} data-change="added">
        {mark}
        {text}
      </ins>
    );
  }
  if (block.change === 'removed') {
    return (
      <del className={className} data-change="removed">
        {mark}
        {text}
      </del>
    );
  }
  return <p className={className}>{text}</p>;
}
