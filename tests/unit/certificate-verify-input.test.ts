import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/shared/certificates/initials';
import { normaliseCertificateNumber } from '../../src/shared/certificates/lookup.schema';

describe('initialsOf: the holder as the verification page names them', () => {
  it('keeps the initial of every name, surname included', () => {
    expect(initialsOf('Jane Doe')).toBe('J. D.');
    expect(initialsOf('  colin   customer ')).toBe('C. C.');
    expect(initialsOf('Jean-Pierre Dupont')).toBe('J.-P. D.');
    expect(initialsOf('Ærøskøbing Åse Øster')).toBe('Æ. Å. Ø.');
    expect(initialsOf("O'Brien")).toBe('O.');
  });

  it('is empty for a name without letters', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(' - 42 ')).toBe('');
  });
});

describe('normaliseCertificateNumber: a certificate number as typed', () => {
  it('finds the stored form however the number is spaced, dashed or cased', () => {
    for (const typed of ['CAL-2026-000009', 'cal 2026 9', 'CAL2026000009', 'Cal–2026–0000009', ' cal-2026-9 ']) {
      expect(normaliseCertificateNumber(typed), typed).toBe('CAL-2026-000009');
    }
    expect(normaliseCertificateNumber('COC-2025-123456')).toBe('COC-2025-123456');
  });

  it('is null for what cannot be a number', () => {
    for (const typed of ['', 'CAL', '2026-000009', 'CAL-26-9', "' OR 1=1 --", 'CALIBRATION-2026-1']) expect(normaliseCertificateNumber(typed), typed).toBeNull();
  });
});
