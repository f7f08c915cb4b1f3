import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { SERVICE_TOOL_TEXT_MAX } from '../../../shared/service-tools/servicetools.schema';
import { TextField } from '../../components/form/fields';
import type { FieldErrors } from '../../lib/trpc-errors';
import { NO_STORED_FILE, StoredFileField, type StoredFileChoice } from '../files/UploadField';
import { LocalizedPlainInputs } from '../generic/fields/LocalizedInput';
import { DialogFormBody } from '../../components/form/DialogForm';
import { draftBinding, emptyTexts, firstErrors } from '../generic/localized-texts';
import type { Localized } from '../../../shared/locales';
import { isoDay } from '../../../shared/format/iso-days';

/** A version's fields as the form holds them; its release notes in every language. */
export interface VersionDraft extends Localized<'release_notes'>, StoredFileChoice {
  version: string;
  releasedOn: string;
}

export const emptyVersion = (): VersionDraft => ({ version: '', releasedOn: isoDay(), ...emptyTexts('release_notes'), ...NO_STORED_FILE });

/**
 * A version's fields. The file is uploaded through the files feature (POST /api/admin/files, checked on its content:
 * ZIP archives and PDFs) and the version keeps its id; the portal serves it only through the logged download route.
 * On the tool's page (a new version) and in a version's edit dialog (with Cancel); it cannot be sent without a file.
 */
export function VersionForm({
  formId,
  initial,
  errors,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
  error,
}: {
  /** A refusal that names no field (generalErrorOf). */
  error: string | undefined;
  onCancel?(): void;
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
    <DialogFormBody
      testId={`${formId}-form`}
      onSubmit={() => onSubmit(draft)}
      onCancel={onCancel}
      error={error}
      pending={pending}
      disabled={draft.fileId === null}
      submitLabel={submitLabel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('version.number')} value={draft.version} maxLength={SERVICE_TOOL_TEXT_MAX.version} required error={first('version')} onChange={(event) => set({ version: event.target.value })} />
        <TextField label={t('version.releasedOn')} type="date" value={draft.releasedOn} required error={first('releasedOn')} onChange={(event) => set({ releasedOn: event.target.value })} />
      </div>
      <StoredFileField id={`${formId}-file`} label={t('version.file')} choice={draft} error={first('fileId')} onChange={set} />
      <LocalizedPlainInputs
        name="release_notes"
        label={t('version.notes')}
        multiline
        required={false}
        errors={firstErrors(errors)}
        bind={draftBinding(draft, (key, value) => set({ [key]: value }))}
      />
    </DialogFormBody>
  );
}
