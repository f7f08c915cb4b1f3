import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { DATA_DOWNLOAD_PATHS, personalDataFileName, type DataDownloadFormat } from '../../../shared/privacy/privacy.schema';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { apiFetch } from '../../lib/http';
import { saveBlob } from '../../lib/save-file';
import { isoDay } from '../../../shared/format/iso-days';
import { PageFrame } from '../profile/PageFrame';

type Status = { kind: 'idle' } | { kind: 'working'; format: DataDownloadFormat } | { kind: 'done'; file: string } | { kind: 'error'; text: string };

/** The name the server gave the file (Content-Disposition), or the same name made here. */
function fileNameOf(response: Response, format: DataDownloadFormat): string {
  const given = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return given ?? personalDataFileName(format, isoDay());
}

/**
 * /account/data: "Download my data" as JSON or as a zip of CSV tables (docs/decisions/0043). Fetched here rather than
 * followed as a link, so a refusal (too many downloads this hour) is said on the page instead of replacing it.
 */
export default function DataPage() {
  const { t } = useTranslation('account-privacy');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function download(format: DataDownloadFormat) {
    setStatus({ kind: 'working', format });
    try {
      const response = await apiFetch(DATA_DOWNLOAD_PATHS[format], { method: 'GET' });
      if (!response.ok) {
        setStatus({ kind: 'error', text: response.status === 429 ? t('data.tooMany') : t('data.failed') });
        return;
      }
      const file = fileNameOf(response, format);
      saveBlob(file, await response.blob());
      setStatus({ kind: 'done', file });
    } catch {
      setStatus({ kind: 'error', text: t('data.failed') });
    }
  }

  const working = status.kind === 'working';
  const button = (format: DataDownloadFormat) => (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <Button look="send" pending={working && status.format === format} disabled={working} onClick={() => void download(format)}>
        {t(`data.${format}`)}
      </Button>
      <p className="mt-2 text-sm text-slate-600">{t(`data.${format}Hint`)}</p>
    </div>
  );

  return (
    <PageFrame title={t('data.title')} path="/account/data" lead={t('data.lead')}>
      <div className="space-y-4">
        {status.kind === 'working' && <Alert tone="info">{t('data.preparing')}</Alert>}
        {status.kind === 'done' && <Alert tone="success">{t('data.ready', { file: status.file })}</Alert>}
        {status.kind === 'error' && <Alert tone="error">{status.text}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          {button('json')}
          {button('csv')}
        </div>
        <p className="text-sm text-slate-600">{t('data.limit')}</p>
      </div>
    </PageFrame>
  );
}
