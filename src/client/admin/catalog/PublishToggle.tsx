import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { OrderedList } from '../../../shared/catalog/collections/api';
import { useTRPC } from '../../trpc';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import { useCatalogRefresh } from './use-catalog';

/**
 * Publish or unpublish a category, product or option at once: a switch (role="switch", its state read out) named
 * after the record. Unpublished records answer 404 to visitors; the server audits the change and drops the caches.
 */
export function PublishToggle({
  list,
  id,
  name,
  published,
  onChanged,
}: {
  list: OrderedList;
  id: number;
  name: string;
  published: boolean;
  onChanged?(published: boolean): void;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const trpc = useTRPC();
  const refresh = useCatalogRefresh();
  const publish = useMutation(
    trpc.admin.catalog.publish.mutationOptions({
      onSuccess: async (result) => {
        await refresh();
        onChanged?.(result.published);
      },
    }),
  );
  // While the request runs, the switch already shows where it is going.
  const shown = publish.isPending ? !published : published;
  // The switch's name stays the same ("Published: VH-15"); its state is aria-checked, the word beside it is for the eye.
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className="inline-flex items-center gap-2">
        <button
          type="button"
          role="switch"
          aria-checked={shown}
          aria-busy={publish.isPending}
          aria-label={t('publish.label', { name })}
          disabled={publish.isPending}
          onClick={() => publish.mutate({ list, id, published: !published })}
          className={`relative h-5 w-9 shrink-0 rounded-full border transition-colors disabled:opacity-60 ${shown ? 'border-green-700 bg-green-600' : 'border-slate-400 bg-slate-300'}`}
        >
          <span aria-hidden="true" className={`absolute top-0.5 size-3.5 rounded-full bg-white shadow transition-all ${shown ? 'left-4.5' : 'left-0.5'}`} />
        </button>
        <span aria-hidden="true" className={`text-xs font-semibold ${shown ? 'text-green-800' : 'text-slate-600'}`}>
          {shown ? t('publish.published') : t('publish.unpublished')}
        </span>
      </span>
      {publish.error && (
        <span role="alert" className="text-xs text-red-700">
          {publish.error.message}
        </span>
      )}
    </span>
  );
}
