import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useFormat } from '../../lib/use-format';
import { offers, type ResourceDef, type ResourceId } from '../../../shared/collections/types';
import { Alert } from '../../components/ui/Alert';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import type { ResourceListState } from './resource-list';
import { useResourceApi, type BulkDeleteResult } from './resource-api';

/** The ticked rows as a section's own bulk actions receive them, and a way to untick them once done. */
export interface BulkSelection {
  ids: readonly ResourceId[];
  clear(): void;
}

/**
 * What to do with the selection: where the collection offers delete, "select all N matching" across pages and a
 * confirm-protected delete (records still in use are not deleted; their reasons are listed); and a section's own
 * actions on the ticked rows (`actions`: disable or enable accounts), which take the ticked ids.
 */
export function BulkBar({
  def,
  state,
  total,
  pageCount,
  actions,
}: {
  def: ResourceDef;
  state: ResourceListState;
  total: number;
  pageCount: number;
  actions?: ((selection: BulkSelection) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('admin-resources');
  const format = useFormat();
  const api = useResourceApi(def);
  const queryClient = useQueryClient();
  const [result, setResult] = useState<BulkDeleteResult | null>(null);
  const remove = useMutation(
    api.bulkDelete.mutationOptions({
      onSuccess: async (outcome) => {
        setResult(outcome);
        state.clearSelection();
        await queryClient.invalidateQueries({ queryKey: api.pathKey() });
      },
    }),
  );
  const deletes = offers(def, 'delete');
  const count = state.allMatching ? total : state.selected.size;
  const formatted = format.number(count);
  return (
    <div className="space-y-2">
      {result && (
        <Alert tone={result.refused.length > 0 ? 'error' : 'success'}>
          <p>{t('bulk.deleted', { count: result.deleted })}</p>
          {result.refused.length > 0 && (
            <ul className="mt-1 list-inside list-disc">
              {result.refused.map((refusal) => (
                <li key={refusal.id}>{refusal.message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {count > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded border border-navy-700/30 bg-sky-50 px-3 py-2 text-sm" data-testid="bulk-bar">
          <span className="font-semibold">{t('bulk.selected', { count, formatted })}</span>
          {deletes && !state.allMatching && state.selected.size >= pageCount && total > pageCount && (
            <button type="button" onClick={state.selectAllMatching} className="font-semibold text-navy-800 underline">
              {t('bulk.selectAll', { count: total, formatted: format.number(total) })}
            </button>
          )}
          <button type="button" onClick={state.clearSelection} className="text-navy-800 underline">
            {t('bulk.clear')}
          </button>
          {actions?.({ ids: [...state.selected], clear: state.clearSelection })}
          {deletes && (
            <ConfirmModal
              triggerLabel={t('bulk.delete', { count, formatted })}
              message={t('bulk.confirm', { count, formatted })}
              disabled={remove.isPending}
              onConfirm={() =>
                // A collection that offers delete has integer ids (a text-id collection offers no writes).
                remove.mutate(state.allMatching ? { all: true, query: state.query } : { ids: [...state.selected].map(Number) })
              }
            />
          )}
        </div>
      )}
    </div>
  );
}
