import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/server/mail/mailer';

describe('e-mail retry backoff', () => {
  it('doubles from one minute and stops growing at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });
});
