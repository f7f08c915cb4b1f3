import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import {
  allowedAudiencesFor,
  DOWNLOAD_AUDIENCES,
  DOWNLOAD_CATEGORIES,
  minimumAudienceFor,
  type DownloadAudience,
  type DownloadCategory,
  type DownloadInput,
} from '../../../shared/files/download.schema';
import { LOCALE_CODES, type LocaleCode } from '../../../shared/locales';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { CheckboxField, SelectField, SubmitButton, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import type { AdminDownload } from './types';
import { NO_STORED_FILE, StoredFileField, type StoredFileChoice } from './UploadField';

type Titles = Record<`title_${LocaleCode}`, string>;
interface Draft extends Titles, StoredFileChoice {
  category: DownloadCategory;
  audience: DownloadAudience;
  published: boolean;
  sort: string;
}

/** English first: it is the required fallback the other languages fall back to. */
const TITLE_ORDER: readonly LocaleCode[] = ['EN', ...LOCALE_CODES.filter((code) => code !== 'EN')];

const emptyTitles = () => Object.fromEntries(LOCALE_CODES.map((code) => [`title_${code}`, ''])) as Titles;

function draftOf(download?: AdminDownload): Draft {
  if (!download) {
    return { ...emptyTitles(), category: 'brochure', audience: 'public', ...NO_STORED_FILE, published: true, sort: '0' };
  }
  const titles = Object.fromEntries(LOCALE_CODES.map((code) => [`title_${code}`, download[`title_${code}`]])) as Titles;
  return {
    ...titles,
    category: download.category,
    audience: download.audience,
    fileId: download.file.id,
    fileUrl: download.file.url,
    fileName: download.file.name,
    published: download.published,
    sort: String(download.sort),
  };
}

/**
 * The add and edit form of a download: a title per language (English is the fallback and required), category,
 * audience (a service manual only offers service partners and admin), the file (uploaded here), published and order.
 * Server errors show per field and in a red alert above; leaving with unsaved changes asks the browser to confirm.
 */
export function DownloadForm({ download, listQuery }: { download?: AdminDownload; listQuery: string }) {
  const { t } = useTranslation('admin-files');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [initial, setInitial] = useState(() => draftOf(download));
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.downloads.pathKey() });
  const create = useMutation(
    trpc.admin.downloads.create.mutationOptions({
      onSuccess: async (created) => {
        await refresh();
        navigate(`/admin/downloads/${created.id}${listQuery}`);
      },
    }),
  );
  const update = useMutation(
    trpc.admin.downloads.update.mutationOptions({
      onSuccess: async (updated) => {
        // The saved state is the new baseline: no unsaved-change warning, and 'Saved.' shows.
        const next = draftOf(updated);
        setInitial(next);
        setDraft(next);
        setSaved(true);
        await refresh();
      },
    }),
  );
  const remove = useMutation(
    trpc.admin.downloads.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        navigate(`/admin/downloads${listQuery}`);
      },
    }),
  );

  const errors = remove.error ? {} : fieldErrorsOf(download ? update.error : create.error);
  const first = (field: string) => errors[field]?.[0];
  const set = (change: Partial<Draft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...change }));
  };
  const allowed = allowedAudiencesFor(draft.category);

  const submit = () => {
    const { fileUrl: _url, fileName: _name, fileId, sort, ...rest } = draft;
    // Sent as typed; the server parses it with the shared schema and answers field errors (e.g. no file chosen).
    const payload = { ...rest, fileId, sort: sort.trim() === '' ? 0 : Number(sort) } as DownloadInput;
    remove.reset();
    if (download) update.mutate({ ...payload, id: download.id });
    else create.mutate(payload);
  };

  return (
    <form
      noValidate
      className="space-y-4"
      aria-label={download ? t('form.editTitle') : t('form.newTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ErrorSummary errors={errors} general={remove.error ? remove.error.message : generalErrorOf(download ? update.error : create.error)} />
      {saved && !dirty && <Alert tone="success">{t('form.saved')}</Alert>}
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold text-navy-900">{t('form.titles')}</legend>
        {TITLE_ORDER.map((code) => (
          <TextField
            key={code}
            label={code === 'EN' ? t('form.titleFallback') : t('form.titleIn', { language: t(`languages.${code}`) })}
            value={draft[`title_${code}`]}
            maxLength={200}
            required={code === 'EN'}
            error={first(`title_${code}`)}
            onChange={(event) => set({ [`title_${code}`]: event.target.value } as Partial<Draft>)}
          />
        ))}
      </fieldset>
      <SelectField
        label={t('form.category')}
        value={draft.category}
        error={first('category')}
        onChange={(event) => {
          const category = event.target.value as DownloadCategory;
          const fits = allowedAudiencesFor(category).includes(draft.audience);
          set({ category, ...(fits ? {} : { audience: minimumAudienceFor(category) }) });
        }}
      >
        {DOWNLOAD_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`categories.${category}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.audience')}
        value={draft.audience}
        error={first('audience')}
        hint={draft.category === 'service-manual' ? t('form.serviceManualHint') : t('form.audienceHint')}
        onChange={(event) => set({ audience: event.target.value as DownloadAudience })}
      >
        {DOWNLOAD_AUDIENCES.map((audience) => (
          <option key={audience} value={audience} disabled={!allowed.includes(audience)}>
            {t(`audiences.${audience}`)}
          </option>
        ))}
      </SelectField>
      <StoredFileField id={download ? `download-${download.id}-file` : 'new-download-file'} label={t('form.file')} choice={draft} error={first('fileId')} onChange={set} />
      {draft.fileId !== null && (
        <p className="text-sm">
          <Link href={`/admin/files/${draft.fileId}`} className="text-navy-800 underline-offset-2 hover:underline">
            {t('form.fileDetails')}
          </Link>
        </p>
      )}
      <CheckboxField label={t('form.published')} checked={draft.published} error={first('published')} onChange={(event) => set({ published: event.target.checked })} />
      <TextField label={t('form.sort')} type="number" inputMode="numeric" min={0} value={draft.sort} error={first('sort')} onChange={(event) => set({ sort: event.target.value })} />
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        {download ? (
          <ConfirmModal
            triggerLabel={t('form.delete')}
            message={t('form.deleteMessage', { title: download.title_EN })}
            onConfirm={() => {
              update.reset();
              remove.mutate({ id: download.id });
            }}
            disabled={remove.isPending}
          />
        ) : (
          <span />
        )}
        <SubmitButton pending={download ? update.isPending : create.isPending}>{download ? t('form.save') : t('form.create')}</SubmitButton>
      </div>
    </form>
  );
}
