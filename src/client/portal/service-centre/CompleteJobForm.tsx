import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { isoDay } from '../../../shared/format/iso-days';
import type { ServiceJobDetail } from '../../../shared/service-centre/services.types';
import { CheckboxField, TextAreaField, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { DialogFormBody } from '../../components/form/DialogForm';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { Button } from '../../components/ui/Button';

type Reference = ServiceJobDetail['record'] extends infer R ? (R extends { references: Array<infer X> } ? X : never) : never;
type Reading = ServiceJobDetail['record'] extends infer R ? (R extends { results: Array<infer X> } ? X : never) : never;

const emptyReference = (): Reference => ({ name: '', certificateNumber: '', dueOn: '' });
const emptyReading = (): Reading => ({ parameter: '', unit: 'kV', nominal: '', reading: '', tolerance: '± 3 %', uncertainty: '', pass: true });

/**
 * "Complete the job": who did the work and when; for a calibration also the procedure, conditions, the reference
 * standards used and the readings, from which the certificate is issued under the company's name. The server checks
 * it all again (dates, a calibration's readings) and refuses a job someone else completed meanwhile (409).
 */
export function CompleteJobForm({ job, onCancel, onCompleted }: { job: ServiceJobDetail; onCancel(): void; onCompleted(message: string): void }) {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const calibration = job.kind === 'calibration';
  const [performedOn, setPerformedOn] = useState(isoDay());
  const [performedBy, setPerformedBy] = useState('');
  const [procedure, setProcedure] = useState('');
  const [temperatureC, setTemperatureC] = useState('');
  const [humidityPct, setHumidityPct] = useState('');
  const [intervalMonths, setIntervalMonths] = useState('12');
  const [intervalOnCertificate, setIntervalOnCertificate] = useState(false);
  const [references, setReferences] = useState<Reference[]>([emptyReference()]);
  const [results, setResults] = useState<Reading[]>([emptyReading()]);
  const [notes, setNotes] = useState('');
  const complete = useMutation(
    trpc.portal.services.complete.mutationOptions({
      onSuccess: (done) => onCompleted(done.certificate ? t('complete.doneCertificate', { number: done.certificate.number }) : t('complete.done')),
    }),
  );
  const errors = fieldErrorsOf(complete.error);
  const setReference = (index: number, change: Partial<Reference>) => setReferences((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const setReading = (index: number, change: Partial<Reading>) => setResults((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  return (
    <DialogFormBody
      className="space-y-4 border-t border-slate-200 pt-4"
      labelledBy="complete-title"
      testId="complete-form"
      // The server's sentence for a job someone else completed meanwhile (409); a general one for anything unexpected.
      error={generalErrorOf(complete.error, { failed: t('complete.error') })}
      onCancel={onCancel}
      submitLabel={t('complete.submit')}
      pendingLabel={t('complete.pending')}
      pending={complete.isPending}
      submitTestId="complete-submit"
      onSubmit={() => {
        complete.mutate({
          id: job.id,
          performedOn,
          performedBy,
          notes,
          ...(calibration
            ? {
                procedure,
                temperatureC,
                humidityPct,
                intervalMonths: Number(intervalMonths) || 12,
                intervalOnCertificate,
                references: references.filter((reference) => reference.name.trim()),
                results: results.filter((reading) => reading.parameter.trim() || reading.reading.trim()),
              }
            : {}),
        });
      }}
    >
      <h3 id="complete-title" className="text-lg font-semibold text-navy-900">
        {calibration ? t('complete.titleCalibration') : t('complete.title')}
      </h3>
      {calibration && <p className="text-sm text-slate-600">{t('complete.certificateNote')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('complete.performedOn')} type="date" value={performedOn} max={isoDay()} min={job.receivedOn} required error={errors.performedOn?.[0]} onChange={(event) => setPerformedOn(event.target.value)} />
        <TextField label={t('complete.performedBy')} value={performedBy} maxLength={120} required autoComplete="name" error={errors.performedBy?.[0]} data-testid="complete-performed-by" onChange={(event) => setPerformedBy(event.target.value)} />
      </div>
      {calibration && (
        <>
          <TextField label={t('complete.procedure')} value={procedure} maxLength={300} required error={errors.procedure?.[0]} data-testid="complete-procedure" onChange={(event) => setProcedure(event.target.value)} />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label={t('complete.temperature')} value={temperatureC} maxLength={20} placeholder="21.0 ± 1.0" onChange={(event) => setTemperatureC(event.target.value)} />
            <TextField label={t('complete.humidity')} value={humidityPct} maxLength={20} placeholder="45 ± 5" onChange={(event) => setHumidityPct(event.target.value)} />
            <TextField label={t('complete.interval')} type="number" min={1} max={60} value={intervalMonths} error={errors.intervalMonths?.[0]} onChange={(event) => setIntervalMonths(event.target.value)} />
          </div>
          <CheckboxField label={t('complete.intervalOnCertificate')} checked={intervalOnCertificate} onChange={(event) => setIntervalOnCertificate(event.target.checked)} />

          <fieldset className="space-y-3">
            <legend className="font-semibold text-navy-900">{t('complete.references')}</legend>
            {references.map((reference, index) => (
              <div key={index} className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
                <TextField label={t('complete.referenceName')} value={reference.name} maxLength={300} data-testid="reference-name" onChange={(event) => setReference(index, { name: event.target.value })} />
                <TextField label={t('complete.referenceCertificate')} value={reference.certificateNumber} maxLength={100} data-testid="reference-certificate" onChange={(event) => setReference(index, { certificateNumber: event.target.value })} />
                <TextField label={t('complete.referenceDue')} type="date" value={reference.dueOn} onChange={(event) => setReference(index, { dueOn: event.target.value })} />
                <Button look="outline" disabled={references.length === 1} onClick={() => setReferences((list) => list.filter((_, i) => i !== index))} aria-label={t('complete.removeReference', { n: index + 1 })}>
                  {t('complete.remove')}
                </Button>
              </div>
            ))}
            <Button look="outline" disabled={references.length >= 20} onClick={() => setReferences((list) => [...list, emptyReference()])}>
              {t('complete.addReference')}
            </Button>
          </fieldset>

          <fieldset className="space-y-3">
            <legend className="font-semibold text-navy-900">{t('complete.results')}</legend>
            {errors.results?.[0] && <p className="text-sm text-red-700">{errors.results[0]}</p>}
            {results.map((reading, index) => (
              <div key={index} className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-4 lg:grid-cols-[2fr_repeat(5,1fr)_auto] lg:items-end">
                <TextField label={t('complete.parameter')} value={reading.parameter} maxLength={200} data-testid="reading-parameter" onChange={(event) => setReading(index, { parameter: event.target.value })} />
                <TextField label={t('complete.unit')} value={reading.unit} maxLength={20} onChange={(event) => setReading(index, { unit: event.target.value })} />
                <TextField label={t('complete.nominal')} value={reading.nominal} maxLength={40} inputMode="decimal" data-testid="reading-nominal" onChange={(event) => setReading(index, { nominal: event.target.value })} />
                <TextField label={t('complete.reading')} value={reading.reading} maxLength={40} inputMode="decimal" data-testid="reading-value" onChange={(event) => setReading(index, { reading: event.target.value })} />
                <TextField label={t('complete.tolerance')} value={reading.tolerance} maxLength={40} onChange={(event) => setReading(index, { tolerance: event.target.value })} />
                <TextField label={t('complete.uncertainty')} value={reading.uncertainty} maxLength={40} onChange={(event) => setReading(index, { uncertainty: event.target.value })} />
                <div className="flex flex-wrap items-center gap-3 sm:col-span-4 lg:col-span-1">
                  <CheckboxField label={t('complete.pass')} checked={reading.pass} onChange={(event) => setReading(index, { pass: event.target.checked })} />
                  <Button look="outline" disabled={results.length === 1} onClick={() => setResults((list) => list.filter((_, i) => i !== index))} aria-label={t('complete.removeReading', { n: index + 1 })}>
                    {t('complete.remove')}
                  </Button>
                </div>
              </div>
            ))}
            <Button look="outline" disabled={results.length >= 60} onClick={() => setResults((list) => [...list, emptyReading()])}>
              {t('complete.addReading')}
            </Button>
          </fieldset>
        </>
      )}
      <TextAreaField label={t('complete.notes')} rows={3} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} error={errors.notes?.[0]} />
    </DialogFormBody>
  );
}
