import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ServiceJobDetail } from '../../../shared/service-centre/services.types';
import { Alert } from '../../components/ui/Alert';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { Dialog } from '../../components/ui/Dialog';
import { focusKeyOf } from '../../components/ui/dialog-focus';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { Fact, Facts } from '../../components/ui/Facts';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { CompleteJobForm } from './CompleteJobForm';
import { CertificateLink } from './ui';
import { DateText } from '../../components/ui/DateText';
import { Button } from '../../components/ui/Button';
import { StateBadge } from '../../components/ui/StateBadge';
import { DUE_BADGES, SERVICE_JOB_BADGES } from '../../components/ui/state-looks';

/**
 * One job in a dialog: the instrument, customer and status; the moves it may still make (start the work, cancel it,
 * complete it with the work done); and, once completed, what it recorded and its certificate to download.
 */
export function JobDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const query = useQuery(trpc.portal.services.get.queryOptions({ id }));
  const job = query.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={job ? t('job.title', { number: job.serialNumber }) : t('job.loadingTitle')}
      size="lg"
      // Opened from the URL (?job=), it has no opener: focus goes to the job's line in the list.
      returnFocusKey={focusKeyOf('job', id)}
    >
      <Loaded query={query} failed={httpStatusOf(query.error) === 404 ? <span data-testid="job-not-found">{t('job.notFound')}</span> : undefined}>
        {(loaded) => <JobView job={loaded} onClose={onClose} />}
      </Loaded>
    </Dialog>
  );
}

function JobView({ job, onClose }: { job: ServiceJobDetail; onClose(): void }) {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [completing, setCompleting] = useState(false);
  const [notice, setNotice] = useState('');
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.portal.services.get.queryKey({ id: job.id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.portal.services.list.queryKey() }),
    ]);
  };
  const move = useMutation(
    trpc.portal.services.move.mutationOptions({
      onSuccess: async (moved) => {
        setNotice(t('job.moved', { status: t(`status.${moved.status}`) }));
        await refresh();
      },
    }),
  );
  const canStart = job.next.includes('in-progress');
  const canCancel = job.next.includes('cancelled');
  const canComplete = job.next.includes('completed');

  return (
    <div className="space-y-6" data-testid="job-detail">
      {notice && <Alert tone="success">{notice}</Alert>}
      {move.error && <Alert tone="error">{move.error.message}</Alert>}
      <Facts>
        <Fact label={t('columns.status')} testId="job-status">
          <StateBadge of={SERVICE_JOB_BADGES} state={job.status} />
        </Fact>
        <Fact label={t('columns.kind')}>{t(`kind.${job.kind}`)}</Fact>
        <Fact label={t('columns.instrument')}>
          {job.productName} ({job.modelCode})
        </Fact>
        <Fact label={t('columns.customer')}>{job.customerName}</Fact>
        <Fact label={t('columns.received')}>
          <DateText value={job.receivedOn} />
        </Fact>
        <Fact label={t('job.nextDue')}>
          <span className="inline-flex flex-wrap items-center gap-2">
            <DateText value={job.nextDueOn} /> <StateBadge of={DUE_BADGES} state={job.due} />
          </span>
        </Fact>
        {job.notes && (
          <Fact label={t('job.notes')}>
            <span className="whitespace-pre-line">{job.notes}</span>
          </Fact>
        )}
        {job.certificate && (
          <Fact label={t('columns.certificate')} testId="job-certificate">
            <CertificateLink {...job.certificate} />
          </Fact>
        )}
      </Facts>

      {job.record && <RecordView job={job} />}

      {completing && canComplete ? (
        <CompleteJobForm
          job={job}
          onCancel={() => setCompleting(false)}
          onCompleted={async (message) => {
            setCompleting(false);
            setNotice(message);
            await refresh();
          }}
        />
      ) : (
        (canStart || canCancel || canComplete) && (
          <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
            {canStart && (
              <Button pending={move.isPending && move.variables?.status === 'in-progress'} disabled={move.isPending} onClick={() => move.mutate({ id: job.id, status: 'in-progress' })} data-testid="job-start">
                {t('job.start')}
              </Button>
            )}
            {canComplete && (
              <Button onClick={() => setCompleting(true)} data-testid="job-complete">
                {t('job.complete')}
              </Button>
            )}
            {canCancel && (
              <ConfirmModal triggerLabel={t('job.cancel')} message={t('job.cancelConfirm')} disabled={move.isPending} onConfirm={() => move.mutate({ id: job.id, status: 'cancelled' })} />
            )}
          </div>
        )
      )}
      <div className="flex justify-end">
        <Button look="outline" onClick={onClose}>
          {t('job.close')}
        </Button>
      </div>
    </div>
  );
}

function RecordView({ job }: { job: ServiceJobDetail }) {
  const { t } = useTranslation('portal-service');
  const record = job.record!;
  const columns = ['parameter', 'nominal', 'reading', 'tolerance', 'uncertainty', 'result'] as const;
  return (
    <section aria-labelledby="job-record" className="space-y-3" data-testid="job-record">
      <h3 id="job-record" className="text-lg font-semibold text-navy-900">
        {t('job.record')}
      </h3>
      <Facts>
        <Fact label={t('complete.performedOn')}>
          <DateText value={record.performedOn} />
        </Fact>
        <Fact label={t('complete.performedBy')}>{record.performedBy}</Fact>
        {record.procedure && <Fact label={t('complete.procedure')}>{record.procedure}</Fact>}
        {(record.temperatureC || record.humidityPct) && (
          <Fact label={t('job.conditions')}>
            {record.temperatureC} °C · {record.humidityPct} %RH
          </Fact>
        )}
        {record.nextDueOn && (
          <Fact label={t('job.nextDueSet')}>
            <DateText value={record.nextDueOn} />
          </Fact>
        )}
        {record.notes && <Fact label={t('job.notes')}>{record.notes}</Fact>}
      </Facts>
      {record.results.length > 0 && (
        <DataTable caption={t('complete.results')} columns={columns.map((column) => t(`complete.${column}`))}>
          {record.results.map((reading, index) => (
            <DataRow key={index}>
              <DataCell label={t('complete.parameter')} primary>
                {reading.parameter}
              </DataCell>
              <DataCell label={t('complete.nominal')}>
                <span className="tabular">
                  {reading.nominal} {reading.unit}
                </span>
              </DataCell>
              <DataCell label={t('complete.reading')}>
                <span className="tabular">
                  {reading.reading} {reading.unit}
                </span>
              </DataCell>
              <DataCell label={t('complete.tolerance')}>{reading.tolerance}</DataCell>
              <DataCell label={t('complete.uncertainty')}>{reading.uncertainty}</DataCell>
              <DataCell label={t('complete.result')}>{reading.pass ? t('complete.passed') : t('complete.failed')}</DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}
