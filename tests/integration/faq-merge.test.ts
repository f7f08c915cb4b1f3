import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FaqsPage } from '../../src/shared/content/information-pages.types';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 30 item 12: /faqs in German asked the same thing twice ("Welche Prüfspannung soll ich verwenden?" and
 * "Welche Prüfspannung sollte ich für meine Beschichtung verwenden?"). The two are one FAQ, in every language.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

it.each([
  ['de', /^Welche Prüfspannung/],
  ['en', /^Which test voltage should I use/],
  ['fr', /^Quelle tension d’essai dois-je utiliser/],
] as const)('the FAQs in %s ask which test voltage to use once, naming the standards of both answers', async (locale, question) => {
  const answer = await new HttpClient(test, '198.51.100.41').query('public.content.faqs', { q: '', locale });
  expect(answer.status).toBe(200);
  const items = (answer.json.result!.data as FaqsPage).groups.flatMap((group) => group.items);
  const asked = items.filter((item) => question.test(item.question));
  expect(asked).toHaveLength(1);
  for (const standard of ['NACE SP0188', 'ISO 29601', 'ASTM D5162']) expect(asked[0]!.answerHtml).toContain(standard);
});
