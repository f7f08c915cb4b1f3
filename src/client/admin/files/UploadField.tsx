import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { UploadedFile } from '../../../shared/files/files.schema';
import { acceptFor, FILE_MAX_MEGABYTES, IMAGE_MAX_MEGABYTES, MEGABYTE } from '../../../shared/files/upload-rules';
import { uploadFile, UploadFailed } from './upload-request';
import { ROW_LINK } from '../../components/ui/format';
import { describedBy, FieldError, Hint, Label } from '../../components/form/parts';

export interface UploadFieldProps {
  id: string;
  label: string;
  kind: 'image' | 'file';
  /** The URL of the current file ('' for none). */
  value: string;
  onChange(url: string): void;
  /** A server error for this field (e.g. from the form that stores the URL). */
  error?: string;
  /** The current file's name, shown instead of the last part of its URL. */
  fileName?: string;
  /** The whole stored file, for forms that keep its id (downloads) rather than its URL. */
  onUploaded?(file: UploadedFile): void;
}

type State = { phase: 'idle' } | { phase: 'uploading'; progress: number } | { phase: 'failed'; message: string };

/**
 * An image or file upload for admin forms: picks a file, sends it to POST /api/admin/files (the server checks type
 * and size on the content), shows progress, the server's error, and a preview of what is stored (image thumbnail or
 * file link). The value is the stored file's URL; Remove clears it.
 */
export function UploadField({ id, label, kind, value, onChange, error, fileName, onUploaded }: UploadFieldProps) {
  const { t } = useTranslation('admin-files');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const describe = (failure: unknown): string => {
    if (failure instanceof UploadFailed) {
      if (failure.status === -1) return t('upload.cancelled');
      if (failure.message) return failure.message;
      if (failure.status === 0) return t('upload.network');
    }
    return t('upload.failed');
  };

  const start = async (file: File) => {
    // A quick check before sending megabytes for nothing; the server decides on the content either way.
    const limit = file.type.startsWith('image/') ? IMAGE_MAX_MEGABYTES : FILE_MAX_MEGABYTES;
    if (file.size > limit * MEGABYTE) {
      setState({ phase: 'failed', message: t('upload.tooLarge', { n: limit }) });
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'uploading', progress: 0 });
    try {
      const stored = await uploadFile(file, kind, (progress) => setState({ phase: 'uploading', progress }), controller.signal);
      setName(stored.name);
      setState({ phase: 'idle' });
      onUploaded?.(stored);
      onChange(stored.url);
    } catch (failure) {
      if (controller.signal.aborted && abort.current !== controller) return; // replaced by a newer upload
      setState({ phase: 'failed', message: describe(failure) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const message = state.phase === 'failed' ? state.message : error;
  const hint = kind === 'image' ? t('upload.hintImage', { n: IMAGE_MAX_MEGABYTES }) : t('upload.hintFile', { image: IMAGE_MAX_MEGABYTES, n: FILE_MAX_MEGABYTES });
  const shownName = name || fileName || decodeURIComponent(value.split('/').pop() ?? '');

  return (
    <div className="space-y-2" data-testid={`upload-${id}`}>
      <Label id={id} label={label} />
      <Hint id={id} hint={hint} />
      {value && (
        <div className="flex flex-wrap items-center gap-3 rounded border border-slate-200 bg-white p-2">
          {kind === 'image' ? (
            <img src={value} alt={t('upload.previewAlt')} className="h-20 w-auto max-w-40 rounded object-contain" />
          ) : (
            <a href={value} className={`${ROW_LINK} min-w-0 break-all`}>
              {shownName}
            </a>
          )}
          <button
            type="button"
            onClick={() => {
              setName('');
              onChange('');
            }}
            className="rounded px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {t('upload.remove')}
          </button>
        </div>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptFor(kind)}
        disabled={state.phase === 'uploading'}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void start(file);
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-navy-800"
      />
      {state.phase === 'uploading' && (
        <div className="flex items-center gap-3" role="status">
          <progress
            value={Math.round(state.progress * 100)}
            max={100}
            aria-label={t('upload.progress', { percent: Math.round(state.progress * 100) })}
            className="h-2 w-48"
          />
          <span className="text-sm text-slate-700">{t('upload.progress', { percent: Math.round(state.progress * 100) })}</span>
          <button type="button" onClick={() => abort.current?.abort()} className="text-sm font-semibold text-navy-800 hover:underline">
            {t('upload.cancel')}
          </button>
        </div>
      )}
      {message && (
        <div role="alert">
          <FieldError id={id} error={message} />
        </div>
      )}
    </div>
  );
}

/** A stored file a form keeps by id (a download's, a service-tool version's), with its URL and name for the preview. */
export interface StoredFileChoice {
  fileId: number | null;
  fileUrl: string;
  fileName: string;
}

export const NO_STORED_FILE: StoredFileChoice = { fileId: null, fileUrl: '', fileName: '' };

/** The upload of a stored file: an upload sets its id, URL and name together, and Remove clears all three. */
export function StoredFileField({ id, label, choice, error, onChange }: { id: string; label: string; choice: StoredFileChoice; error?: string; onChange(change: Partial<StoredFileChoice>): void }) {
  return (
    <UploadField
      id={id}
      label={label}
      kind="file"
      value={choice.fileUrl}
      fileName={choice.fileName}
      error={error}
      onChange={(url) => onChange(url ? { fileUrl: url } : NO_STORED_FILE)}
      onUploaded={(file) => onChange({ fileId: file.id, fileUrl: file.url, fileName: file.name })}
    />
  );
}
