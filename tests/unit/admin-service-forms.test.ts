import { describe, expect, it } from 'vitest';
import { certificateActions, customerBlockOf, reissueInput, reissueProblem } from '../../src/client/admin/certificates/reissue';
import { statusChangeInput, statusChoices } from '../../src/client/admin/returns/status-actions';
import { isDirty, serialEditDraft, serialUpdateInput } from '../../src/client/admin/serials/serial-edit';
import {
  addRow,
  describeField,
  emptyReading,
  emptyReference,
  initialServiceDraft,
  isBlankRow,
  parseStoredDraft,
  removeRow,
  sentRows,
  toServiceInput,
  updateRow,
  type ServiceDraft,
} from '../../src/client/admin/serials/service-form';
import { CustomerSchema, type CalibrationContent, type TrainingContent } from '../../src/shared/certificates/certificate.schema';
import { RETURN_STATUSES, RETURN_TRANSITIONS } from '../../src/shared/returns/enums';
import { ReturnStatusChangeSchema } from '../../src/shared/returns/return.schema';
import type { AdminSerialDetail } from '../../src/shared/serials/admin-detail.types';
import { SerialUpdateSchema } from '../../src/shared/serials/admin.schema';
import { ServiceRecordInputSchema } from '../../src/shared/serials/service.schema';

function filledCalibration(): ServiceDraft {
  const draft = initialServiceDraft('2026-03-02');
  return {
    ...draft,
    performedBy: '  Ann Tech ',
    procedure: 'VP-CAL-015',
    temperatureC: ' 20.5 ',
    references: [{ key: 1, name: 'HV divider', certificateNumber: 'UKAS 123', dueOn: '2026-12-01' }, emptyReference(2)],
    results: [{ key: 1, parameter: 'Output', unit: 'kV', nominal: '15', reading: '15.02', tolerance: '±1 %', uncertainty: '0.05', pass: true }, emptyReading(2)],
  };
}

describe('the service record form', () => {
  it('starts as a calibration today, with one empty row of each and the usual interval', () => {
    const draft = initialServiceDraft('2026-03-02');
    expect(draft).toMatchObject({ kind: 'calibration', performedOn: '2026-03-02', intervalMonths: '12', intervalOnCertificate: false });
    expect(draft.references).toHaveLength(1);
    expect(draft.results).toHaveLength(1);
  });

  it('adds, changes and removes rows by key, so the other rows keep their typing', () => {
    let rows = addRow([emptyReading(1)], emptyReading);
    rows = addRow(rows, emptyReading);
    expect(rows.map((row) => row.key)).toEqual([1, 2, 3]);
    rows = updateRow(rows, 2, { reading: '9.9', pass: false });
    rows = removeRow(rows, 1);
    expect(rows).toEqual([{ ...emptyReading(2), reading: '9.9', pass: false }, emptyReading(3)]);
    expect(addRow(rows, emptyReading).at(-1)?.key).toBe(4);
  });

  it('treats a row with only spaces or only a pass tick as blank', () => {
    expect(isBlankRow(emptyReading(1))).toBe(true);
    expect(isBlankRow({ ...emptyReading(1), unit: '  ', pass: false })).toBe(true);
    expect(isBlankRow({ ...emptyReference(1), name: 'x' })).toBe(false);
  });

  it('sends the fields trimmed, without blank rows or row keys, and passes the shared schema', () => {
    const input = toServiceInput(filledCalibration(), 42);
    expect(input).toMatchObject({ serialId: 42, performedBy: 'Ann Tech', temperatureC: '20.5', intervalMonths: 12, returnId: null });
    expect(input.references).toEqual([{ name: 'HV divider', certificateNumber: 'UKAS 123', dueOn: '2026-12-01' }]);
    expect(input.results).toHaveLength(1);
    expect(input.results?.[0]).not.toHaveProperty('key');
    expect(ServiceRecordInputSchema.safeParse(input).success).toBe(true);
  });

  it('leaves an interval that is not a whole number as typed, for the server to name', () => {
    const input = toServiceInput({ ...filledCalibration(), intervalMonths: '1.5' }, 1);
    expect(input.intervalMonths).toBe('1.5');
    expect(ServiceRecordInputSchema.safeParse(input).success).toBe(false);
  });

  it('keeps the rows sent on screen (with one empty row to type in) so row numbers match the server', () => {
    const sent = sentRows(filledCalibration());
    expect(sent.references).toHaveLength(1);
    const empty = sentRows(initialServiceDraft('2026-03-02'));
    expect(empty.references).toHaveLength(1);
    expect(empty.results[0]?.key).toBe(2);
  });

  it('places server errors: a row is counted from 1, a group error has no row', () => {
    expect(describeField('results.2.reading')).toEqual({ group: 'results', row: 3, field: 'reading' });
    expect(describeField('references.0')).toEqual({ group: 'references', row: 1, field: '' });
    expect(describeField('results')).toEqual({ group: 'results', row: null, field: '' });
    expect(describeField('performedBy')).toEqual({ group: null, row: null, field: 'performedBy' });
  });

  it('reads back a stored draft only when it still has the form’s shape', () => {
    const draft = filledCalibration();
    expect(parseStoredDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseStoredDraft(null)).toBeNull();
    expect(parseStoredDraft('{not json')).toBeNull();
    expect(parseStoredDraft(JSON.stringify({ ...draft, kind: 'polish' }))).toBeNull();
    expect(parseStoredDraft(JSON.stringify({ ...draft, results: [{ key: 1, parameter: 3 }] }))).toBeNull();
    const stored = parseStoredDraft(JSON.stringify({ ...draft, extra: 'dropped' }));
    expect(stored).not.toHaveProperty('extra');
  });
});

describe('the serial edit form', () => {
  const serial = { id: 7, status: 'sold', company: { id: 3, name: 'Acme' }, soldOn: null, soldTo: 'Pipe Co', nextDueOn: '2027-01-01' } as AdminSerialDetail;

  it('starts from the instrument and sends emptied dates as null', () => {
    const draft = serialEditDraft(serial);
    expect(draft).toEqual({ status: 'sold', companyId: 3, soldOn: '', soldTo: 'Pipe Co', nextDueOn: '2027-01-01' });
    expect(isDirty(draft, serial)).toBe(false);
    const input = serialUpdateInput(7, { ...draft, nextDueOn: ' ', soldTo: ' Pipe Co Ltd ' });
    expect(input).toEqual({ id: 7, status: 'sold', companyId: 3, soldOn: null, soldTo: 'Pipe Co Ltd', nextDueOn: null });
    expect(SerialUpdateSchema.safeParse(input).success).toBe(true);
    expect(isDirty({ ...draft, soldTo: 'x' }, serial)).toBe(true);
  });
});

describe('the return status panel', () => {
  it('offers exactly the allowed steps, forward first, cancelling last as the destructive one', () => {
    for (const status of RETURN_STATUSES) {
      const choices = statusChoices(status);
      expect(choices.map((c) => c.status).sort()).toEqual([...RETURN_TRANSITIONS[status]].sort());
      if (choices.some((c) => c.status === 'cancelled')) expect(choices.at(-1)).toEqual({ status: 'cancelled', tone: 'danger' });
    }
    expect(statusChoices('assessed')).toEqual([
      { status: 'quoted', tone: 'primary' },
      { status: 'approved', tone: 'secondary' },
      { status: 'cancelled', tone: 'danger' },
    ]);
    expect(statusChoices('shipped')).toEqual([]);
  });

  it('sends the cost only when one was typed', () => {
    expect(statusChangeInput(5, 'quoted', ' Quote sent ', ' 240.00 ')).toEqual({ id: 5, status: 'quoted', note: 'Quote sent', cost: '240.00' });
    const input = statusChangeInput(5, 'received', '', '  ');
    expect(input).toEqual({ id: 5, status: 'received', note: '' });
    expect(ReturnStatusChangeSchema.safeParse(input).success).toBe(true);
  });
});

describe('revoking and reissuing a certificate', () => {
  const calibration = {
    kind: 'calibration',
    customer: { name: 'Colin Customer', company: 'Pipe Co', address: '12 Canal Wharf\nSheffield' },
  } as CalibrationContent;
  const training = { kind: 'training', learner: { name: 'Lee Learner', company: 'Coat Ltd' } } as TrainingContent;

  it('offers each action only while the server allows it', () => {
    expect(certificateActions({ revokedAt: null, supersededBy: null })).toEqual({ revoke: true, reissue: true });
    expect(certificateActions({ revokedAt: null, supersededBy: { id: 2, number: 'CAL-2026-000002' } })).toEqual({ revoke: true, reissue: false });
    expect(certificateActions({ revokedAt: '2026-03-01T10:00:00Z', supersededBy: null })).toEqual({ revoke: false, reissue: false });
  });

  it('prefills the block as issued (a learner has no address) and asks for a change and a reason', () => {
    expect(customerBlockOf(calibration)).toEqual(calibration.customer);
    expect(customerBlockOf(training)).toEqual({ name: 'Lee Learner', company: 'Coat Ltd', address: '' });
    const block = customerBlockOf(calibration);
    expect(reissueProblem(calibration, { ...block, name: ' Colin Customer ' }, 'typo')).toBe('unchanged');
    expect(reissueProblem(calibration, { ...block, company: 'Pipe Co Ltd' }, '  ')).toBe('reason');
    expect(reissueProblem(calibration, { ...block, company: 'Pipe Co Ltd' }, 'Company name')).toBeNull();
    const input = reissueInput(9, { ...block, company: ' Pipe Co Ltd ' }, ' Company name ');
    expect(input).toEqual({ id: 9, customer: { ...block, company: 'Pipe Co Ltd' }, reason: 'Company name' });
    expect(CustomerSchema.safeParse(input.customer).success).toBe(true);
  });
});
