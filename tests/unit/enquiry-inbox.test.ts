import { describe, expect, it } from 'vitest';
import { humanise, referenceName } from '../../src/client/admin/enquiries/DetailsRows';
import { statusAfterAssignment } from '../../src/server/features/enquiries/inbox-actions';
import { safeCell } from '../../src/server/csv/write-csv';
import { eventOf, historyOf } from '../../src/server/features/enquiries/inbox-history';
import { enquiryReplyMail, replySubject } from '../../src/server/features/enquiries/inbox-reply-mail';

const at = new Date('2025-03-01T10:00:00Z');
const entry = (changes: object, actorEmail = 'admin@demo.test') => ({ actorEmail, changes: JSON.stringify(changes), createdAt: at });

describe('the history of an enquiry', () => {
  it('reads each audit entry the inbox writes as one event', () => {
    const when = at.toISOString();
    expect(eventOf(entry({ assignedTo: [null, 'a@x.test'], status: ['new', 'assigned'] }))).toEqual({ type: 'assigned', at: when, by: 'admin@demo.test', to: 'a@x.test' });
    expect(eventOf(entry({ assignedTo: ['a@x.test', null] }))).toEqual({ type: 'unassigned', at: when, by: 'admin@demo.test' });
    expect(eventOf(entry({ status: ['assigned', 'done'] }))).toEqual({ type: 'done', at: when, by: 'admin@demo.test' });
    expect(eventOf(entry({ status: ['done', 'new'] }))).toEqual({ type: 'reopened', at: when, by: 'admin@demo.test' });
    expect(eventOf(entry({ status: ['spam', 'new'] }))).toEqual({ type: 'notSpam', at: when, by: 'admin@demo.test' });
    expect(eventOf(entry({ subject: [null, 'Re: x'], reply: [null, 'Hello'] }))).toEqual({ type: 'replied', at: when, by: 'admin@demo.test', subject: 'Re: x', text: 'Hello' });
  });

  it('skips entries of other shapes and broken JSON, and starts with the arrival', () => {
    expect(eventOf(entry({ something: 'else' }))).toBeNull();
    expect(eventOf({ actorEmail: 'a', changes: 'not json', createdAt: at })).toBeNull();
    expect(eventOf({ actorEmail: 'a', changes: '[1,2]', createdAt: at })).toBeNull();
    const created = new Date('2025-02-28T09:00:00Z');
    expect(historyOf(created, [entry({ x: 1 }), entry({ status: ['new', 'done'] })]).map((e) => e.type)).toEqual(['created', 'done']);
  });
});

describe('status and assignment', () => {
  it('follows the assignment while open; a done enquiry stays done', () => {
    expect(statusAfterAssignment('new', 'u1')).toBe('assigned');
    expect(statusAfterAssignment('assigned', null)).toBe('new');
    expect(statusAfterAssignment('assigned', 'u2')).toBe('assigned');
    expect(statusAfterAssignment('done', 'u1')).toBe('done');
    expect(statusAfterAssignment('done', null)).toBe('done');
    expect(statusAfterAssignment('spam', 'u1')).toBe('spam');
  });
});

describe('CSV cells', () => {
  it('prefixes what a spreadsheet would run as a formula, and nothing else', () => {
    for (const value of ['=1+1', '+44 20', '-5+1', '@SUM(A1)', '\t=1', '\r=1', '-cmd']) expect(safeCell(value)).toBe(`'${value}`);
    // A plain number cannot run, and a spreadsheet must read it as one.
    for (const value of ['Ada', '', 'a=b', '44 + 1', 'x@y.z', '-5', '-12.5']) expect(safeCell(value)).toBe(value);
  });
});

describe('the reply e-mail', () => {
  const base = { to: 'ada@example.com', name: 'Ada', id: 12, productName: 'VH-15 (VH-15)', original: 'Line 1\nLine 2', text: 'Yes.', signedBy: 'Alex Admin' };

  it('has a "Re:" subject and the frame in the enquirer\'s language', () => {
    expect(replySubject('en', 12, '')).toBe('Re: Your enquiry E-12');
    expect(replySubject('es', 12, 'VH-15')).toBe('Re: Su consulta E-12: VH-15');
    const mail = enquiryReplyMail({ ...base, locale: 'fr' });
    expect(mail.subject).toBe('Re\u00a0: Votre demande E-12\u00a0: VH-15 (VH-15)');
    expect(mail.text).toBe(
      'Bonjour Ada,\n\nYes.\n\nCordialement,\nAlex Admin\nVoltara Test Equipment\n\nVotre référence\u00a0: E-12\n\nVotre message\u00a0:\n> Line 1\n> Line 2',
    );
    expect(mail.html).toContain('<blockquote><p>Line 1<br>Line 2</p></blockquote>');
  });

  it('leaves the quote out when the visitor wrote no message, and escapes HTML', () => {
    const mail = enquiryReplyMail({ ...base, locale: 'pt', original: '  ', text: '<b>ok</b>' });
    expect(mail.text).not.toContain('A sua mensagem');
    expect(mail.text.startsWith('Caro(a) Ada,')).toBe(true);
    expect(mail.html).toContain('&#60;b&#62;ok&#60;/b&#62;');
  });
});

describe('labels of unknown detail keys', () => {
  it('reads camelCase, kebab-case and snake_case as words', () => {
    expect(humanise('preferredDate')).toBe('Preferred date');
    expect(humanise('company_VAT-number')).toBe('Company vat number');
    expect(humanise('serial2Code')).toBe('Serial2 code');
  });
});

describe('references in the details', () => {
  it('read as their name when they hold nothing but a name and an id', () => {
    expect(referenceName({ id: 3, name: 'Spark testers' })).toBe('Spark testers');
    expect(referenceName({ name: 'Ann' })).toBe('Ann');
    expect(referenceName({ id: 3, name: 'Spark testers', extra: 1 })).toBeNull();
    expect(referenceName({ id: 3 })).toBeNull();
    expect(referenceName(['Ann'])).toBeNull();
    expect(referenceName('Ann')).toBeNull();
  });
});
