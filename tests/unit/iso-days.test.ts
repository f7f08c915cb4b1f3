import { describe, expect, it } from 'vitest';
import { isIsoDay, isoDay, localIsoDay } from '../../src/shared/format/iso-days';
import { serviceWorkFields } from '../../src/shared/serials/service.schema';

describe('calendar days written YYYY-MM-DD', () => {
  it('accepts real days only: a leap day in a leap year, never a day a month does not have', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-12-31')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-02-30')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
    expect(isIsoDay('01/02/2025')).toBe(false);
  });

  it('refuses an impossible day in a service record instead of storing it', () => {
    expect(serviceWorkFields.performedOn.safeParse('2025-02-30').success).toBe(false);
    expect(serviceWorkFields.performedOn.safeParse('2024-02-29').success).toBe(true);
  });

  it('writes the UTC day of an instant, and the local day where a form offers the visitor theirs', () => {
    const lateEvening = new Date(2026, 10, 30, 23, 30);
    expect(localIsoDay(lateEvening)).toBe('2026-11-30');
    expect(isoDay(new Date(Date.UTC(2026, 10, 30, 23, 30)))).toBe('2026-11-30');
  });
});
