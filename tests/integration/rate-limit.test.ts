import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/server/auth/rate-limit';
import { DomainError } from '../../src/server/errors';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The database's rate limits (src/server/auth/rate-limit.ts), several keys counted in one write: a public form counts
 * its sender's address and e-mail at once. Every key is counted whatever the others hold, and the refusal names the
 * longest wait.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const RULE = { limit: 2, windowSeconds: 60 };

async function refusal(attempt: Promise<void>): Promise<DomainError | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

describe('several keys at once', () => {
  it('counts every key in one go and refuses once any of them is over its limit, with the longest wait', async () => {
    let clock = 1_000_000;
    const limiter = createRateLimiter(test.deps.db, () => clock);
    await limiter.hit('several:mail', RULE); // the e-mail was used once already, 60 s window from now
    clock += 30_000;
    expect(await refusal(limiter.hitAll(['several:ip', 'several:mail'], RULE))).toBeNull(); // ip 1, mail 2
    clock += 10_000;
    const refused = await refusal(limiter.hitAll(['several:ip', 'several:mail'], RULE)); // ip 2, mail 3
    expect(refused?.status).toBe(429);
    expect(refused?.retryAfterSeconds).toBe(20); // the e-mail's window, the only one over, ends in 20 s
    // The address was counted although the e-mail was over: its third attempt is refused on its own.
    expect((await refusal(limiter.hit('several:ip', RULE)))?.retryAfterSeconds).toBe(50);
    clock += 5_000;
    // Both over now: the address's window ends in 45 s, the e-mail's in 15 s; the longer wait is told.
    expect((await refusal(limiter.hitAll(['several:ip', 'several:mail'], RULE)))?.retryAfterSeconds).toBe(45);
    // A window that has passed starts again at one.
    clock += 46_000;
    expect(await refusal(limiter.hitAll(['several:ip', 'several:mail', 'several:ip'], RULE))).toBeNull();
  });
});

describe('answers to writes', () => {
  it('go uncompressed (a few hundred bytes), while a read asked for gzip is compressed', async () => {
    const client = new HttpClient(test, '198.51.100.90');
    const read = await client.request('GET', '/trpc/public.countries', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(read.headers.get('content-encoding')).toBe('gzip');
    const write = await client.request('POST', '/trpc/public.content.newsletterSignup', {
      body: { name: 'Ann', email: 'compress.check@example.com', privacy: true },
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(write.status).toBe(200);
    expect(write.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await write.text())).toHaveProperty('result');
  });
});
