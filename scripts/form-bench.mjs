// `npm run perf:forms`: how long the server takes to answer a public form (issue 9: p95 <= 50 ms). The contact form is
// sent SENDS times (default 300) through tRPC to the built server on a fresh database, 4 at a time, each from its own
// address and e-mail (the server trusts one proxy here, so X-Forwarded-For names the address and no rate limit is
// reached). Every send is stored and its e-mails queued in the outbox, as in production without SMTP_URL: the e-mail
// leaves through the outbox, never inside the request. Prints p50, p95 and p99 of the answer times on loopback.
import { startBuiltServer } from './lib/serve-built.mjs';

const SENDS = Number(process.env.SENDS ?? 300);
const PARALLEL = Number(process.env.PARALLEL ?? 4);
const BUDGET_MS = 50;

const server = await startBuiltServer({ dist: process.env.BENCH_DIST ?? 'dist', env: { TRUSTED_PROXIES: '1' } });
try {
  const first = await fetch(`${server.url}/contact`);
  await first.arrayBuffer();
  const cookie = first.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const countries = await (await fetch(`${server.url}/api/countries`)).json();
  const uk = countries.find((country) => country.name === 'United Kingdom')?.id;
  if (!token || !uk) throw new Error('no XSRF token or no United Kingdom in the countries list');

  const send = async (index) => {
    const body = {
      kind: 'contact',
      title: 'ms',
      firstName: 'Ada',
      lastName: `Bench ${index}`,
      email: `bench.${index}@example.com`,
      telephone: '+44 20 7946 0000',
      companyName: 'Pipe Coatings Ltd',
      address: '1 Works Road',
      postcode: 'S1 2AB',
      town: 'Sheffield',
      county: 'South Yorkshire',
      countryId: uk,
      pleaseCall: false,
      message: 'Which detector suits 3 mm epoxy on field joints?',
      industries: ['coatings', 'pipeline'],
      industryOther: '',
      hearAbout: ['exhibition'],
      hearAboutOther: '',
      consents: { terms: true, dealer: false, marketing: false },
      website: '',
      startedAt: Date.now() - 60_000,
    };
    const started = performance.now();
    const response = await fetch(`${server.url}/trpc/public.enquiries.send`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: cookie,
        'X-XSRF-TOKEN': token,
        'X-Forwarded-For': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`send ${index} answered ${response.status}`);
    return ms;
  };

  // A few sends first, so the code is warm, as it is on a server that has been running.
  for (let index = 0; index < 10; index += 1) await send(100_000 + index);
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < SENDS) times.push(await send(next++));
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(`contact form, ${SENDS} sends, ${PARALLEL} at a time: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`);
  console.log(`budget: form answer p95 <= ${BUDGET_MS} ms: ${at(0.95) <= BUDGET_MS ? 'PASS' : 'FAIL'}`);
} finally {
  server.stop();
}
