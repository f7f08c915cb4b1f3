import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FormProduct } from '../../src/shared/enquiries/form-data.types';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 30 item 12: the calibration booking (and the training booking) lists instruments, not what is fitted to
 * them: a product another product names as its accessory, part or probe is left out.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

it('public.enquiries.products lists the instruments and none of their accessories, parts or probes', async () => {
  const answer = await new HttpClient(test, '198.51.100.31').query('public.enquiries.products', { locale: 'en' });
  expect(answer.status).toBe(200);
  const names = (answer.json.result!.data as FormProduct[]).map((product) => product.name);
  expect(names).toEqual(expect.arrayContaining(['VH-15 Portable DC Holiday Detector', 'SA-25 AC Spark Tester', 'CV-60 High-Voltage Calibration Voltmeter']));
  for (const fitted of ['Fan Brush Electrode', 'Rolling Spring Electrode', 'Rugged Transit Case', 'Earth Return Lead Reel (30 m)', 'Bead Chain Electrode Head', 'Telescopic Extension Handle']) {
    expect(names, fitted).not.toContain(fitted);
  }
});
