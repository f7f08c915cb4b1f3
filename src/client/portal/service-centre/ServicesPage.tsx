import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import type { ResourceRow } from '../../../shared/collections/types';
import { servicesResource } from '../../../shared/service-centre/collections/portal-service-jobs';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { Alert } from '../../components/ui/Alert';
import { focusKeyOf } from '../../components/ui/dialog-focus';
import { recordIdOf } from '../../lib/record-id';
import { JobDialog } from './JobDialog';
import { OpenJobDialog } from './OpenJobDialog';
import { JobStatusCell } from './cells';
import { CertificateLink } from './ui';
import { ROW_LINK } from '../../components/ui/format';

/** The certificate the job issued, to download; none until a calibration is completed. */
const certificateCell = (row: ResourceRow) =>
  typeof row.certificateId === 'number' && typeof row.certificateNumber === 'string' ? <CertificateLink id={row.certificateId} number={row.certificateNumber} /> : null;

/**
 * /portal/services: the services collection's list (searched by serial or customer, filtered by status and kind,
 * sorted, paged, all in the address) with "Open a job" in its heading. A job opens in a dialog (?job=12, kept beside
 * the list) to move it along or complete it.
 */
export default function ServicesPage() {
  const { t } = useTranslation(['portal-service', 'admin-resources']);
  const [params, setParams] = useSearchParams();
  const openJob = recordIdOf(params.get('job'));
  const [notice, setNotice] = useState('');
  const showJob = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('job');
    else next.set('job', String(id));
    setParams(next);
  };
  const opened = (id: number, message: string) => {
    setNotice(message);
    // A job just opened: the whole list again (only the language kept), so it is there behind its dialog.
    const next = new URLSearchParams();
    const lang = params.get('lang');
    if (lang) next.set('lang', lang);
    next.set('job', String(id));
    setParams(next);
  };

  return (
    <>
      <ResourceListPage
        def={servicesResource}
        actions={<OpenJobDialog onOpened={opened} />}
        above={notice ? <Alert tone="success">{notice}</Alert> : undefined}
        cells={{ status: (row) => <JobStatusCell row={row} />, certificateNumber: certificateCell }}
        rowActions={(row) => (
          <button
            type="button"
            data-focus-key={focusKeyOf('job', row.id)}
            onClick={() => showJob(row.id)}
            className={ROW_LINK}
            aria-label={t('job.openLabel', { number: String(row.serialNumber ?? '') })}
            data-testid="job-open"
          >
            {t('open', { ns: 'admin-resources' })}
          </button>
        )}
      />
      {openJob !== null && <JobDialog id={openJob} onClose={() => showJob(null)} />}
    </>
  );
}
