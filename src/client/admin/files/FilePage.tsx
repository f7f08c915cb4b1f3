import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { isImageType } from '../../../shared/files/upload-rules';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { SubmitButton, TextField } from '../../components/form/fields';
import { Fact, Facts } from '../../components/ui/Facts';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import type { FileDetails } from './types';
import { useFormat } from '../../lib/use-format';
import { Panel } from '../../components/ui/Panel';
import { OUTLINE } from '../../components/ui/format';
import { PageHeading } from '../../components/ui/PageHeading';
import { RecordFrame } from '../../components/record/RecordFrame';
import { recordIdOf } from '../../lib/record-id';

/** /admin/files/{id}: one uploaded file: details, image preview and web sizes, what uses it, name and alt text, delete. */
export function FilePage({ params }: AreaProps) {
  const { t } = useTranslation('admin-files');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const file = useQuery({ ...trpc.admin.files.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });

  const back = (
    <Link href="/admin/downloads" className={OUTLINE}>
      {t('file.back')}
    </Link>
  );
  return (
    <RecordFrame valid={id !== null} query={file} back={back} notFound={t('file.notFound')}>
      {(data) => <FileDetailsView file={data} back={back} />}
    </RecordFrame>
  );
}

function FileDetailsView({ file, back }: { file: FileDetails; back: ReactNode }) {
  const { t } = useTranslation('admin-files');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { fileSize: size, dateTime } = useFormat();
  const [name, setName] = useState(file.name);
  const [alt, setAlt] = useState(file.alt);
  const image = isImageType(file.contentType);

  const update = useMutation(
    trpc.admin.files.update.mutationOptions({
      onSuccess: async (saved) => {
        setName(saved.name);
        queryClient.setQueryData(trpc.admin.files.get.queryKey({ id: file.id }), saved);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.downloads.pathKey() });
      },
    }),
  );
  const remove = useMutation(
    trpc.admin.files.delete.mutationOptions({
      onSuccess: async () => {
        queryClient.removeQueries({ queryKey: trpc.admin.files.get.queryKey({ id: file.id }) });
        navigate('/admin/downloads');
      },
    }),
  );
  const errors = fieldErrorsOf(update.error);
  const used = file.usage.downloads.length > 0 || file.usage.references.length > 0;

  return (
    <div className="space-y-6">
      <PageHeading
        title={file.name}
        lead={t('file.description')}
        actions={back}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="file-details" title={t('file.details')}>
          <Facts>
            <Fact label={t('file.type')}>{file.contentType}</Fact>
            <Fact label={t('file.size')}>
              <span className="tabular">{size(file.size)}</span>
            </Fact>
            {file.width !== null && file.height !== null && (
              <Fact label={t('file.dimensions')}>
                <span className="tabular">{t('file.pixels', { width: file.width, height: file.height })}</span>
              </Fact>
            )}
            <Fact label={t('file.uploaded')}>
              <time dateTime={file.createdAt}>{dateTime(file.createdAt)}</time>
              {file.uploadedBy && ` · ${file.uploadedBy}`}
            </Fact>
            <Fact label={t('file.address')}>
              {/* An address has no spaces to wrap at: it breaks anywhere rather than widen the card. */}
              <a href={file.url} className="break-all text-navy-800 underline-offset-2 hover:underline">{file.url}</a>
            </Fact>
          </Facts>
          <div className="space-y-2">
            <h3 className="font-semibold text-navy-900">{t('file.usedBy')}</h3>
            {!used ? (
              <p className="text-sm text-slate-600">{t('file.unused')}</p>
            ) : (
              <ul className="list-inside list-disc text-sm">
                {file.usage.downloads.map((d) => (
                  <li key={d.id}>
                    <Link href={`/admin/downloads/${d.id}`} className="text-navy-800 underline-offset-2 hover:underline">
                      {t('file.download', { title: d.title })}
                    </Link>
                  </li>
                ))}
                {file.usage.references.map((r) => (
                  <li key={r.table}>{t('file.records', { table: r.table, n: r.count })}</li>
                ))}
              </ul>
            )}
          </div>
        </Panel>

        <Panel id="file-edit" title={t('file.edit')}>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              remove.reset();
              update.mutate({ id: file.id, name, alt });
            }}
          >
            <ErrorSummary errors={remove.error ? {} : errors} general={remove.error ? remove.error.message : generalErrorOf(update.error)} />
            {update.isSuccess && <Alert tone="success">{t('form.saved')}</Alert>}
            <TextField label={t('file.name')} value={name} maxLength={150} error={errors.name?.[0]} onChange={(event) => setName(event.target.value)} />
            <TextField
              label={t('file.alt')}
              value={alt}
              maxLength={300}
              error={errors.alt?.[0]}
              onChange={(event) => setAlt(event.target.value)}
            />
            <p className="-mt-2 text-xs text-slate-600">{t('file.altHint')}</p>
            <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
              <ConfirmModal
                triggerLabel={t('file.delete')}
                message={used ? t('file.deleteUsed') : t('file.deleteMessage', { name: file.name })}
                onConfirm={() => {
                  update.reset();
                  remove.mutate({ id: file.id });
                }}
                disabled={remove.isPending}
              />
              <SubmitButton pending={update.isPending}>{t('form.save')}</SubmitButton>
            </div>
          </form>
        </Panel>
      </div>

      {image && (
        <Panel id="file-preview" title={t('file.preview')}>
          <img src={file.url} alt={file.alt || file.name} className="max-h-96 w-auto max-w-full rounded border border-slate-200" />
          <h3 className="font-semibold text-navy-900">{t('file.webSizes')}</h3>
          {file.variants.length === 0 ? (
            <p className="text-sm text-slate-600">{t('file.noWebSizes')}</p>
          ) : (
            <ul className="flex flex-wrap gap-4" data-testid="web-sizes">
              {file.variants.map((variant) => (
                <li key={variant.url} className="space-y-1 text-sm">
                  <img src={variant.url} alt="" loading="lazy" className="h-24 w-auto rounded border border-slate-200" />
                  <a href={variant.url} className="block text-navy-800 underline-offset-2 hover:underline tabular">
                    {t('file.pixels', { width: variant.width, height: variant.height })}
                  </a>
                  <span className="text-slate-600 tabular">{size(variant.size)} · WebP</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </div>
  );
}
