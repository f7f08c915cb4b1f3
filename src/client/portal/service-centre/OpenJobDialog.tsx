import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { isoDay } from '../../../shared/format/iso-days';
import { SERVICE_JOB_KINDS, type ServiceJobKind } from '../../../shared/partners/enums';
import { DialogForm } from '../../components/form/DialogForm';
import { SelectField, TextAreaField, TextField } from '../../components/form/fields';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { DateText } from '../../components/ui/DateText';
import { Button } from '../../components/ui/Button';

/**
 * "Open a job": the serial number the customer's instrument carries (any Voltara serial, looked up by number in any
 * spelling; a number built as two models asks which), the kind of work, the customer and the day it came in.
 */
export function OpenJobDialog({ onOpened }: { onOpened(id: number, message: string): void }) {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [serialNumber, setSerialNumber] = useState('');
  const [looked, setLooked] = useState('');
  const [serialId, setSerialId] = useState<number | null>(null);
  const [kind, setKind] = useState<ServiceJobKind>('calibration');
  const [customerName, setCustomerName] = useState('');
  const [receivedOn, setReceivedOn] = useState(isoDay());
  const [notes, setNotes] = useState('');
  const modelsId = useId();
  const lookup = useQuery({ ...trpc.portal.services.lookupSerial.queryOptions({ number: looked || '-' }), enabled: looked !== '' });
  const matches = lookup.data ?? [];
  const form = useFormDialog(
    trpc.portal.services.open.mutationOptions({
      onSuccess: async ({ id }) => {
        onOpened(id, t('open.done', { number: serialNumber.trim() }));
        await queryClient.invalidateQueries({ queryKey: trpc.portal.services.list.queryKey() });
      },
    }),
    {
      failed: t('open.failed'),
      onOpen: () => {
        setSerialNumber('');
        setLooked('');
        setSerialId(null);
        setKind('calibration');
        setCustomerName('');
        setReceivedOn(isoDay());
        setNotes('');
      },
    },
  );
  const { errors, mutation: opening } = form;
  const findSerial = () => {
    setLooked(serialNumber.trim());
    setSerialId(null);
  };

  return (
    <>
      <Button onClick={form.show} data-testid="open-job">
        {t('open.button')}
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('open.title')}
        description={t('open.description')}
        size="lg"
        onSubmit={() => {
          const chosen = serialId ?? (matches.length === 1 ? matches[0]!.id : undefined);
          opening.mutate({ serialNumber: serialNumber.trim(), ...(chosen ? { serialId: chosen } : {}), kind, customerName, receivedOn, notes });
        }}
        error={form.general}
        submitLabel={t('open.submit')}
        pendingLabel={t('open.pending')}
        submitTestId="job-open-submit"
      >
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <TextField
            label={t('open.serial')}
            name="serialNumber"
            value={serialNumber}
            autoComplete="off"
            required
            error={errors.serialNumber?.[0]}
            data-testid="job-serial"
            onChange={(event) => {
              setSerialNumber(event.target.value);
              opening.reset();
            }}
            onBlur={() => serialNumber.trim() && serialNumber.trim() !== looked && findSerial()}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              findSerial();
            }}
          />
          <Button look="outline" disabled={!serialNumber.trim()} onClick={findSerial} data-testid="job-serial-find">
            {t('open.find')}
          </Button>
        </div>
        <div aria-live="polite" data-testid="job-serial-matches">
          {looked !== '' && lookup.isFetching && <p className="text-sm text-slate-600">{t('open.finding')}</p>}
          {looked !== '' && lookup.data && matches.length === 0 && <p className="text-sm text-red-700">{t('open.noMatch', { number: looked })}</p>}
          {matches.length === 1 && (
            <p className="rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
              {t('open.found', { product: matches[0]!.productName, model: matches[0]!.modelCode })} {t('open.nextDue')} <DateText value={matches[0]!.nextDueOn} />
            </p>
          )}
          {matches.length > 1 && (
            <ChoiceGroup
              id={modelsId}
              type="radio"
              name="serialId"
              legend={t('open.chooseModel')}
              choices={matches.map((match) => ({ value: String(match.id), label: `${match.productName} (${match.modelCode})` }))}
              value={serialId === null ? null : String(serialId)}
              onChange={(id) => setSerialId(Number(id))}
              error={errors.serialId?.[0]}
            />
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('open.kind')} name="kind" value={kind} onChange={(event) => setKind(SERVICE_JOB_KINDS.find((value) => value === event.target.value) ?? 'calibration')} data-testid="job-kind">
            {SERVICE_JOB_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kind.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('open.receivedOn')} type="date" name="receivedOn" value={receivedOn} max={isoDay()} required error={errors.receivedOn?.[0]} onChange={(event) => setReceivedOn(event.target.value)} />
        </div>
        <TextField label={t('open.customer')} name="customerName" value={customerName} maxLength={200} required error={errors.customerName?.[0]} data-testid="job-customer" onChange={(event) => setCustomerName(event.target.value)} />
        <TextAreaField label={t('open.notes')} rows={3} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </DialogForm>
    </>
  );
}

