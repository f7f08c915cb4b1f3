import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { SERVICE_TOOL_TEXT_MAX } from '../../../shared/service-tools/servicetools.schema';
import { TextField } from '../../components/form/fields';
import type { FieldErrors } from '../../lib/trpc-errors';
import { UploadField } from '../files/UploadField';
import { LocalizedPlainInputs } from '../generic/fields/LocalizedInput';
import { PRIMARY } from '../../components/ui/format';
import { draftBinding, emptyTexts, firstErrors } from '../generic/localized-texts';
import type { Localized } from '../../../shared/locales';
import { isoDay } from '../../../shared/format/iso-days';

/** A version's fields as the form holds them; its release notes in every language. */
export interface VersionDraft extends Localized<'release_notes'> {
  version: string;
  releasedOn: string;
  fileId: number | null;
  fileUrl: string;
  fileName: string;
}

export const emptyVersion = (): VersionDraft => ({ version: '', releasedOn: isoDay(), ...emptyTexts('release_notes'), fileId: null, fileUrl: '', fileName: '' });

/**
 * A version's fields. The file is uploaded through the files feature (POST /api/admin/files, checked on its content:
 * ZIP archives and PDFs) and the version keeps its id; the portal serves it only through the logged download route.
 */
export function VersionForm({
  formId,
  initial,
  errors,
  pending,
  submitLabel,
  onSubmit,
  failure,
}: {
  /** A refusal that names no field (shown above the button). */
  failure?: string | undefined;
  formId: string;
  initial: VersionDraft;
  errors: FieldErrors;
  pending: boolean;
  submitLabel: string;
  onSubmit(draft: VersionDraft): void;
}) {
  const { t } = useTranslation('admin-servicetools');
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<VersionDraft>) => setDraft((current) => ({ ...current, ...change }));
  const first = (field: string) => errors[field]?.[0];
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid={`${formId}-form`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(draft);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('version.number')} value={draft.version} maxLength={SERVICE_TOOL_TEXT_MAX.version} required error={first('version')} onChange={(event) => set({ version: event.target.value })} />
        <TextField label={t('version.releasedOn')} type="date" value={draft.releasedOn} required error={first('releasedOn')} onChange={(event) => set({ releasedOn: event.target.value })} />
      </div>
      <UploadField
        id={`${formId}-file`}
        label={t('version.file')}
        kind="file"
        value={draft.fileUrl}
        fileName={draft.fileName}
        error={first('fileId')}
        onChange={(url) => set(url ? { fileUrl: url } : { fileUrl: '', fileName: '', fileId: null })}
        onUploaded={(file) => set({ fileId: file.id, fileUrl: file.url, fileName: file.name })}
      />
      <LocalizedPlainInputs
        name="release_notes"
        label={t('version.notes')}
        multiline
        required={false}
        errors={firstErrors(errors)}
        bind={draftBinding(draft, (key, value) => set({ [key]: value }))}
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className={PRIMARY} disabled={pending || draft.fileId === null} aria-busy={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
