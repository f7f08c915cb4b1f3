import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { AGREEMENT_NOTES_MAX } from '../../../shared/agreements/agreements.schema';
import type { AgreementTemplateDetail, AgreementVersionRow } from '../../../shared/agreements/agreements.types';
import { Alert } from '../../components/ui/Alert';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { useTRPC } from '../../trpc';
import { LINK, messageOf } from '../../components/ui/format';
import { TextAreaField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';

import { pageEditPath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { ADMIN_AGREEMENT_BADGES } from '../../components/ui/state-looks';

/**
 * The versions, newest first. A published version is frozen (its pages open read-only); the draft's pages are edited,
 * reordered, added and removed, and "Publish" freezes it and e-mails the companies. "New version" starts a draft as
 * a copy of the newest version's pages.
 */
export function VersionsSection({ template }: { template: AgreementTemplateDetail }) {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.admin.agreements.pathKey() });
  const createDraft = useMutation(trpc.admin.agreements.createDraft.mutationOptions({ onSuccess: invalidate }));
  const hasDraft = template.versions.some((version) => version.publishedAt === null);
  return (
    <section aria-labelledby="template-versions" className="space-y-4" data-testid="template-versions">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="template-versions" className="text-lg font-bold text-navy-900">
          {t('edit.versions')}
        </h2>
        {!hasDraft && (
          <Button pending={createDraft.isPending} onClick={() => createDraft.mutate({ agreementId: template.id })}>
            {t('edit.newVersion')}
          </Button>
        )}
      </div>
      {createDraft.error && <Alert tone="error">{messageOf(createDraft.error)}</Alert>}
      {template.versions.length === 0 && <p className="text-slate-600">{t('edit.noVersions')}</p>}
      {template.versions.map((version) => (
        <VersionCard key={version.id} version={version} onAddedPage={(id) => navigate(pageEditPath(id))} />
      ))}
    </section>
  );
}

function VersionCard({ version, onAddedPage }: { version: AgreementVersionRow; onAddedPage(id: number): void }) {
  const { t } = useTranslation('admin-agreements');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const draft = version.publishedAt === null;
  const [notes, setNotes] = useState(version.notes);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.admin.agreements.pathKey() });
  const options = { onSuccess: invalidate };
  const publish = useMutation(trpc.admin.agreements.publish.mutationOptions(options));
  const removeDraft = useMutation(trpc.admin.agreements.deleteDraft.mutationOptions(options));
  const saveNotes = useMutation(trpc.admin.agreements.updateNotes.mutationOptions(options));
  const move = useMutation(trpc.admin.agreements.movePage.mutationOptions(options));
  const addPage = useMutation(
    trpc.admin.agreements.addPage.mutationOptions({
      onSuccess: async (page) => {
        await invalidate();
        onAddedPage(page.id);
      },
    }),
  );
  const error = [publish, removeDraft, saveNotes, move, addPage].find((mutation) => mutation.error)?.error;
  return (
    <article className="space-y-3 rounded border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`version-${version.id}`} data-testid="version-card">
      <header className="flex flex-wrap items-center gap-3">
        <h3 id={`version-${version.id}`} className="font-bold text-navy-900">
          {t('common.version', { version: version.version })}
        </h3>
        <StateBadge of={ADMIN_AGREEMENT_BADGES} state={draft ? 'draft' : 'published'} />
        {!draft && (
          <span className="text-sm text-slate-600">
            {t('edit.publishedOn')} <DateText value={version.publishedAt} withTime /> · {t('edit.acceptances', { count: version.acceptances })}
          </span>
        )}
      </header>
      {error && <Alert tone="error">{messageOf(error)}</Alert>}
      {publish.data && <Alert tone="success">{t('edit.publishedNotice', { count: publish.data.emailed })}</Alert>}
      {draft ? (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            saveNotes.mutate({ versionId: version.id, notes });
          }}
        >
          <TextAreaField label={t('edit.notes')} rows={2} value={notes} maxLength={AGREEMENT_NOTES_MAX} onChange={(event) => setNotes(event.target.value)} />
          <Button type="submit" look="outline" pending={saveNotes.isPending}>
            {t('edit.saveNotes')}
          </Button>
        </form>
      ) : (
        version.notes && <p className="text-sm text-slate-700">{version.notes}</p>
      )}
      <ol className="divide-y divide-slate-200 rounded border border-slate-200" aria-label={t('edit.pagesOf', { version: version.version })}>
        {version.pages.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">{t('edit.noPages')}</li>}
        {version.pages.map((page, index) => (
          <li key={page.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm" data-testid="version-page">
            <Link href={pageEditPath(page.id)} className={LINK}>
              {index + 1}. {page.title || t('edit.untitled')}
            </Link>
            {draft && (
              <span className="flex gap-1">
                <Button
                  look="outline"
                  disabled={index === 0 || move.isPending}
                  onClick={() => move.mutate({ id: page.id, direction: 'up' })}
                  aria-label={t('edit.moveUp', { title: page.title })}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  look="outline"
                  disabled={index === version.pages.length - 1 || move.isPending}
                  onClick={() => move.mutate({ id: page.id, direction: 'down' })}
                  aria-label={t('edit.moveDown', { title: page.title })}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {draft && (
        <div className="flex flex-wrap items-center gap-3">
          <Button look="outline" pending={addPage.isPending} onClick={() => addPage.mutate({ versionId: version.id })}>
            {t('edit.addPage')}
          </Button>
          <PublishButton pending={publish.isPending} onConfirm={() => publish.mutate({ versionId: version.id })} />
          <ConfirmModal triggerLabel={t('edit.deleteDraft')} message={t('edit.deleteDraftConfirm')} onConfirm={() => removeDraft.mutate({ versionId: version.id })} disabled={removeDraft.isPending} />
        </div>
      )}
    </article>
  );
}

/** "Publish" asks first: publishing cannot be undone and e-mails every company of the agreement. */
function PublishButton({ pending, onConfirm }: { pending: boolean; onConfirm(): void }) {
  const { t } = useTranslation('admin-agreements');
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button pending={pending} onClick={() => setAsking(true)}>
        {t('edit.publish')}
      </Button>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm" role="group" aria-label={t('edit.publish')}>
      <span>{t('edit.publishConfirm')}</span>
      <Button
        pending={pending}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('edit.publishYes')}
      </Button>
      <Button look="outline" onClick={() => setAsking(false)}>
        {t('common.cancel')}
      </Button>
    </span>
  );
}
