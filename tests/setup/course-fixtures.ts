import { randomUUID } from 'node:crypto';
import { certificates } from '../../src/server/db/schema';
import type { TestApp } from './test-app';

/** A date `offset` days from today (UTC), as the courses' date columns hold it. */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A training certificate of a course for a learner, issued 400 days ago and valid until `expiresOn`; its id. */
export async function insertTrainingCertificate(
  test: TestApp,
  certificate: { number: string; holderId: string; courseId: number; expiresOn: string },
): Promise<number> {
  const [row] = await test.deps.db
    .insert(certificates)
    .values({
      ...certificate,
      code: randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase(),
      kind: 'training',
      issuedOn: dayFromToday(-400),
      content: '{}',
    })
    .returning({ id: certificates.id });
  return row!.id;
}
