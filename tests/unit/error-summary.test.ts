import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../src/client/components/form/ErrorSummary';

type Props = Parameters<typeof ErrorSummary>[0];
const render = (props: Props) => renderToStaticMarkup(createElement(ErrorSummary, props));
/** What a reader sees: the text of the box, one line per heading, paragraph and entry. */
const lines = (props: Props) =>
  render(props)
    .replace(/<\/(h2|p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .filter(Boolean);

describe('ErrorSummary, the one refusal box above a form', () => {
  it('shows nothing when nothing was refused', () => {
    expect(render({ errors: {}, general: null })).toBe('');
    expect(render({ errors: { name: [] } })).toBe('');
  });

  it('is the first message of each field alone, as the countries screen shows them (SPEC.md section 5)', () => {
    expect(lines({ errors: { name: ['The name field is required.', 'The name must be a string.'] } })).toEqual(['The name field is required.']);
    expect(lines({ errors: { name: ['The name field is required.'], is_eu: ['The is eu field must be true or false.'] } })).toEqual([
      'The name field is required.',
      'The is eu field must be true or false.',
    ]);
    // No title without a form's own words.
    expect(render({ errors: { name: ['The name field is required.'] } })).not.toContain('<h2');
  });

  it('names a field by its label only where the message does not already say it, in any case', () => {
    const labelOf = (field: string) => ({ telephone: 'Telephone', dueOn: 'Due date', id: 'Id' })[field];
    expect(lines({ errors: { telephone: ['The telephone field is invalid.'] }, labelOf })).toEqual(['The telephone field is invalid.']);
    expect(lines({ errors: { dueOn: ['Choose a day in the future.'] }, labelOf })).toEqual(['Due date: Choose a day in the future.']);
    // A label inside another word is not the label said.
    expect(lines({ errors: { id: ['The record is invalid.'] }, labelOf })).toEqual(['Id: The record is invalid.']);
    expect(lines({ errors: { other: ['Something.'] }, labelOf })).toEqual(['Something.']);
  });

  it('lists the fields in the form order, then the others, under a titled form’s words', () => {
    const props: Props = {
      errors: { email: ['Missing / invalid information'], name: ['Missing / invalid information'], extra: ['Missing / invalid information'] },
      order: [
        ['name', 'Name'],
        ['email', 'Email'],
      ],
      titles: { fix: 'Missing / invalid information', text: 'Please go through the form and fix your errors' },
    };
    expect(lines(props)).toEqual([
      'Missing / invalid information',
      'Please go through the form and fix your errors',
      'Name: Missing / invalid information',
      'Email: Missing / invalid information',
      'Missing / invalid information',
    ]);
  });

  it('says a failure no field shows: alone as a sentence, as its own title, or under the form’s failed title', () => {
    expect(lines({ general: '“Norway” cannot be deleted: 1 distributor company uses it.' })).toEqual(['“Norway” cannot be deleted: 1 distributor company uses it.']);
    const titled = render({ general: 'Too many tries.', titles: { fix: 'Fix these' } });
    expect(titled).toContain('<h2');
    expect(lines({ general: 'Too many tries.', titles: { fix: 'Fix these' } })).toEqual(['Too many tries.']);
    expect(lines({ general: ['The server is busy.'], titles: { fix: 'Fix these', failed: 'Not sent' } })).toEqual(['Not sent', 'The server is busy.']);
  });

  it('is an alert that can take the focus, each entry a button to its field when the form can go there', () => {
    const html = render({ errors: { name: ['Required'] }, order: [['name', 'Name']], onPick: () => undefined, titles: { fix: 'Fix' } });
    expect(html).toMatch(/^<div tabindex="-1" role="alert" aria-labelledby="[^"]+"/);
    expect(html).toContain('<button type="button"');
    expect(render({ errors: { name: ['Required'] } })).not.toContain('<button');
  });
});
