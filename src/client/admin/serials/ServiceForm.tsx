import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { isoDay } from '../../../shared/format/iso-days';
import type { AdminSerialDetail } from '../../../shared/serials/admin-detail.types';
import { SERVICE_KINDS, type ServiceKind } from '../../../shared/serials/enums';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/form/fields';
import { LABEL } from '../../components/form/parts';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { Panel } from '../../components/ui/Panel';
import { describeField, initialServiceDraft, parseStoredDraft, sentRows, toServiceInput, type ServiceDraft } from './service-form';
import { ServiceDone } from './ServiceDone';
import { ReadingRows, ReferenceRows } from './ServiceRows';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { messageOf } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import type { RecordedService } from './types';

const draftKey = (serialId: number) => `admin-service:service-draft:${serialId}`;

function storedDraft(serialId: number): ServiceDraft | null {
  try {
    return parseStoredDraft(localStorage.getItem(draftKey(serialId)));
  } catch {
    return null; // storage blocked: the form simply starts empty
  }
}

function forgetDraft(serialId: number): void {
  try {
    localStorage.removeItem(draftKey(serialId));
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/**
 * The service record: what was done, when, by whom and how, the reference standards and the readings (rows added
 * and removed), notes, and the interval to the next calibration. The typing is kept in the browser until it is
 * recorded (UI-GUIDE.md: never lose a user's typing); the answer shows the certificate and the new next due date.
 */
export function ServiceForm({ serial }: { serial: AdminSerialDetail }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ServiceDraft>(() => storedDraft(serial.id) ?? initialServiceDraft(isoDay()));
  const [done, setDone] = useState<RecordedService | null>(null);
  // Only typing is kept: an untouched (or just recorded) form leaves nothing behind in the browser.
  const touched = useRef(false);
  const record = useMutation(
    trpc.admin.serials.recordService.mutationOptions({
      onSuccess: async (recorded) => {
        touched.current = false;
        forgetDraft(serial.id);
        setDone(recorded);
        setDraft(initialServiceDraft(isoDay()));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.serials.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.certificates.pathKey() });
      },
    }),
  );
  useEffect(() => {
    if (!touched.current) return;
    try {
      localStorage.setItem(draftKey(serial.id), JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the draft lives only in the page.
    }
  }, [draft, serial.id]);

  const errors = fieldErrorsOf(record.error);
  const general = record.error && Object.keys(errors).length === 0 ? messageOf(record.error) : null;
  const first = (name: string) => errors[name]?.[0];
  const set = (change: Partial<ServiceDraft>) => {
    touched.current = true;
    setDraft((current) => ({ ...current, ...change }));
  };
  const labelOf = (path: string) => {
    const { group, row, field } = describeField(path);
    if (!group) return t(`service.form.${field}`, { defaultValue: field });
    const name = t(`service.form.${group}`);
    if (row === null) return name;
    const column = field ? t(`${group === 'references' ? 'references' : 'readings'}.${field}`, { defaultValue: field }) : '';
    return [name, t('service.form.rowNumber', { row }), column].filter(Boolean).join(', ');
  };

  if (done) return <ServiceDone recorded={done} onAnother={() => setDone(null)} />;
  return (
    <Panel id="service-form" title={t('service.form.title')}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          // The rows on screen become the rows sent, so the server's row numbers match what the admin sees.
          const sent = sentRows(draft);
          setDraft(sent);
          record.mutate(toServiceInput(sent, serial.id));
        }}
      >
        <ErrorSummary errors={errors} general={general} labelOf={labelOf} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField label={t('service.form.kind')} value={draft.kind} error={first('kind')} onChange={(event) => set({ kind: event.target.value as ServiceKind })}>
            {SERVICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`serviceKinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('service.form.performedOn')} type="date" required value={draft.performedOn} error={first('performedOn')} onChange={(event) => set({ performedOn: event.target.value })} />
          <TextField label={t('service.form.performedBy')} required maxLength={120} autoComplete="name" value={draft.performedBy} error={first('performedBy')} onChange={(event) => set({ performedBy: event.target.value })} />
          <TextField label={t('service.form.procedure')} maxLength={300} value={draft.procedure} error={first('procedure')} onChange={(event) => set({ procedure: event.target.value })} />
          <TextField label={t('service.form.temperatureC')} maxLength={20} inputMode="decimal" value={draft.temperatureC} error={first('temperatureC')} onChange={(event) => set({ temperatureC: event.target.value })} />
          <TextField label={t('service.form.humidityPct')} maxLength={20} inputMode="decimal" value={draft.humidityPct} error={first('humidityPct')} onChange={(event) => set({ humidityPct: event.target.value })} />
        </div>
        {draft.kind === 'calibration' && <p className="text-sm text-slate-600">{t('service.form.calibrationNeeds')}</p>}
        <fieldset className="space-y-2">
          <legend className={LABEL}>{t('service.form.references')}</legend>
          {first('references') && <p className="text-sm text-red-700">{first('references')}</p>}
          <ReferenceRows rows={draft.references} errors={errors} onChange={(references) => set({ references })} />
        </fieldset>
        <fieldset className="space-y-2">
          <legend className={LABEL}>{t('service.form.results')}</legend>
          {first('results') && <p className="text-sm text-red-700">{first('results')}</p>}
          <ReadingRows rows={draft.results} errors={errors} onChange={(results) => set({ results })} />
        </fieldset>
        <TextAreaField label={t('service.form.notes')} rows={4} maxLength={2000} value={draft.notes} error={first('notes')} onChange={(event) => set({ notes: event.target.value })} />
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <TextField label={t('service.form.intervalMonths')} type="number" min={1} max={60} step={1} value={draft.intervalMonths} error={first('intervalMonths')} onChange={(event) => set({ intervalMonths: event.target.value })} />
          <CheckboxField label={t('service.form.intervalOnCertificate')} checked={draft.intervalOnCertificate} error={first('intervalOnCertificate')} onChange={(event) => set({ intervalOnCertificate: event.target.checked })} />
        </div>
        <Button type="submit" pending={record.isPending} pendingLabel={t('service.form.recording')}>
          {t('service.form.submit')}
        </Button>
      </form>
    </Panel>
  );
}
