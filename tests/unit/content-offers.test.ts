import { describe, it, expect } from 'vitest';
import type { Offer } from '../../src/shared/content/content.types';
import { selectCurrentOffers, type ScheduledOffer } from '../../src/server/features/content/offers';

const offer = (id: number) => ({ id, slug: `offer-${id}` }) as Offer;
const scheduled = (id: number, starts: number, ends: number): ScheduledOffer => ({ starts, ends, offer: offer(id) });

describe('selectCurrentOffers', () => {
  const schedule = [scheduled(1, 0, 100), scheduled(2, 50, 60), scheduled(3, 200, 300), scheduled(4, -50, -10)];

  it('keeps the offers whose window holds now, bounds included, in schedule order', () => {
    expect(selectCurrentOffers(schedule, 50).offers.map((o) => o.id)).toEqual([1, 2]);
    expect(selectCurrentOffers(schedule, 60).offers.map((o) => o.id)).toEqual([1, 2]);
    expect(selectCurrentOffers(schedule, 61).offers.map((o) => o.id)).toEqual([1]);
    expect(selectCurrentOffers(schedule, 150).offers).toEqual([]);
  });

  it('says when the answer changes next: the next start or just after the next end', () => {
    expect(selectCurrentOffers(schedule, 10).validUntil).toBe(50);
    expect(selectCurrentOffers(schedule, 55).validUntil).toBe(61);
    expect(selectCurrentOffers(schedule, 150).validUntil).toBe(200);
    expect(selectCurrentOffers(schedule, 400).validUntil).toBe(Number.POSITIVE_INFINITY);
  });
});
