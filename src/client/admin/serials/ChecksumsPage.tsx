import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { ChecksumForm } from './ChecksumForm';
import { ChecksumTable } from './ChecksumTable';
import { SerialsHeader } from './SerialsNav';
import type { ChecksumRule } from './types';
import { useFeedback } from '../../components/ui/use-feedback';

/** /admin/serials/checksums: the check-digit rule of each product line and the serials that break it. */
export function ChecksumsPage() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rules = useQuery(trpc.admin.serials.checksums.queryOptions());
  const [editing, setEditing] = useState<ChecksumRule | null>(null);
  const { feedback, view } = useFeedback();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.serials.pathKey() });
  const remove = useMutation(
    trpc.admin.serials.deleteChecksum.mutationOptions({
      onSuccess: async (_answer, { id }) => {
        if (editing?.id === id) setEditing(null);
        feedback.done(t('checksums.deleted'));
        await refresh();
      },
      onError: (error) => feedback.failed(error),
    }),
  );

  return (
    <div className="space-y-5">
      <SerialsHeader title={t('checksums.title')} description={t('checksums.description')} />
      {view}
      <Loaded query={rules} isEmpty={(list) => list.length === 0} empty={t('checksums.empty')}>
        {(list) => (
          <ChecksumTable
            rules={list}
            busy={rules.isFetching || remove.isPending}
            onEdit={(rule) => {
              feedback.clear();
              setEditing(rule);
            }}
            onDelete={(rule) => remove.mutate({ id: rule.id })}
          />
        )}
      </Loaded>
      <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <ChecksumForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onCancel={() => setEditing(null)}
          onSaved={async (message) => {
            setEditing(null);
            feedback.done(message);
            await refresh();
          }}
        />
      </section>
    </div>
  );
}
