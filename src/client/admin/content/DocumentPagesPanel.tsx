import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { documentPagesResource } from '../../../shared/content/collections/documentpages';
import { Alert } from '../../components/ui/Alert';
import { SubmitButton, TextField } from '../../components/form/fields';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { TranslationBadges } from '../generic/cells';
import type { EditPanelProps } from '../generic/edit-panel';
import { Panel } from '../../components/ui/Panel';

type Status = 'complete' | 'partial' | 'missing';

/** More pages than a guide ever has; the panel shows them all without paging. */
const MAX_PAGES = 100;

/**
 * Under a document's edit form: its pages in order (English title, languages filled in), each linking to its own
 * edit page, and a small form adding a page, which then opens for editing.
 */
export function DocumentPagesPanel({ record }: EditPanelProps) {
  const { t } = useTranslation('admin-pages');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [title, setTitle] = useState('');
  const listInput = { filters: { documentId: record.id }, sort: 'sort', dir: 'asc' as const, perPage: MAX_PAGES };
  const pages = useQuery(trpc.admin.resources.documentpages.list.queryOptions(listInput));
  const rows = pages.data?.rows ?? [];

  const create = useMutation(
    trpc.admin.resources.documentpages.create.mutationOptions({
      onSuccess: async (page) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.resources.documentpages.list.queryKey() });
        navigate(`${documentPagesResource.basePath}/${page.id}`);
      },
    }),
  );
  const errors = fieldErrorsOf(create.error);
  const otherError = create.error && Object.keys(errors).length === 0 ? create.error.message : null;

  const add = (event: FormEvent) => {
    event.preventDefault();
    // New pages go last: one after the highest position so far.
    const last = rows.reduce((max, row) => Math.max(max, Number(row.sort ?? 0)), -1);
    create.mutate({ documentId: record.id, title_EN: title, sort: last + 1 });
  };

  return (
    <Panel id="document-pages" title={t('documentpages.panel.title')}>
      <Loaded query={pages} isEmpty={(page) => page.rows.length === 0} empty={t('documentpages.panel.empty')}>
        {() => (
          <ol className="divide-y divide-slate-200 rounded border border-slate-200">
            {rows.map((row, index) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
                <span className="flex items-baseline gap-3">
                  <span className="w-6 text-right tabular-nums text-slate-500">{index + 1}.</span>
                  <Link href={`${documentPagesResource.basePath}/${row.id}`} className="font-medium text-navy-800 underline hover:text-navy-950">
                    {String(row.title_EN || t('documentpages.panel.untitled', { id: row.id }))}
                  </Link>
                </span>
                <TranslationBadges status={(row.__translations ?? {}) as Partial<Record<string, Status>>} />
              </li>
            ))}
          </ol>
        )}
      </Loaded>
      <form onSubmit={add} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-64 flex-1">
          <TextField
            label={t('documentpages.panel.newTitle')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title_EN?.[0]}
            maxLength={255}
            required
          />
        </div>
        <SubmitButton pending={create.isPending}>{t('documentpages.panel.add')}</SubmitButton>
      </form>
      {otherError && <Alert tone="error">{otherError}</Alert>}
    </Panel>
  );
}
