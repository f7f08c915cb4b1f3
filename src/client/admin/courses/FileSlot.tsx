import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { CourseFileRef } from '../../../shared/courses/admin.types';
import { UploadField } from '../files/UploadField';
import { LINK } from '../../components/ui/format';
import { describedBy, FieldError, LABEL } from '../../components/form/parts';
import { Button } from '../../components/ui/Button';
import { FileLibraryDialog } from './FileLibraryDialog';

/**
 * A file of the course: uploaded here (the admin upload field, POST /api/admin/files) or chosen from the file library.
 * Without `upload` (caption tracks, which the upload rules do not take) only the library is offered.
 */
export function FileSlot({
  id,
  label,
  kind,
  value,
  onChange,
  error,
  upload = true,
}: {
  id: string;
  label: string;
  kind: 'image' | 'file';
  value: CourseFileRef | null;
  onChange(file: CourseFileRef | null): void;
  error?: string | undefined;
  upload?: boolean;
}) {
  const { t } = useTranslation('admin-courses');
  const [open, setOpen] = useState(false);
  const choose = (
    <>
      <Button look="outline" onClick={() => setOpen(true)}>
        {t('files.fromLibrary')}
        <span className="sr-only"> ({label})</span>
      </Button>
      <FileLibraryDialog
        open={open}
        onOpenChange={setOpen}
        kind={kind === 'image' ? 'image' : 'other'}
        title={t('files.dialogTitle', { field: label })}
        onChoose={onChange}
      />
    </>
  );
  if (upload) {
    return (
      <div className="space-y-2">
        <UploadField
          id={id}
          label={label}
          kind={kind}
          value={value?.url ?? ''}
          fileName={value?.name ?? ''}
          {...(error ? { error } : {})}
          onChange={(url) => {
            if (!url) onChange(null);
          }}
          onUploaded={(file) => onChange({ id: file.id, name: file.name, url: file.url, contentType: file.contentType })}
        />
        {choose}
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby={id} aria-describedby={describedBy(id, null, error)} className="space-y-1">
      <p id={id} className={LABEL}>
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {value ? (
          <>
            <a href={value.url} className={`${LINK} break-all`}>
              {value.name}
            </a>
            <button type="button" onClick={() => onChange(null)} className="rounded px-2 py-1 font-semibold text-red-700 hover:bg-red-50">
              {t('files.remove')}
              <span className="sr-only"> ({label})</span>
            </button>
          </>
        ) : (
          <span className="text-slate-600">{t('files.none')}</span>
        )}
        {choose}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
