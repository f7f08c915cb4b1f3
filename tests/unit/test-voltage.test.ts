import { describe, expect, it } from 'vitest';
import {
  astmD5162,
  detectorFor,
  iso2746,
  naceSp0188,
  parseThickness,
  referenceTable,
  roundVolts,
  testVoltages,
  thicknessOf,
} from '../../src/shared/catalog/test-voltage';

/**
 * The test-voltage calculator against worked examples of each standard (issue 9). Results are rounded to the nearest
 * 10 V (documented in src/shared/catalog/test-voltage.ts); the exact value is checked beside it.
 */
describe('NACE SP0188: V = 525·√T up to 40 mils, 1250·√T above (T in mils)', () => {
  it('20 mils → 525·√20 ≈ 2348 V, set to 2350 V', () => {
    const result = naceSp0188(thicknessOf(20, 'mils'));
    expect(result.exactVolts).toBeCloseTo(2347.87, 1);
    expect(result.volts).toBe(2350);
    expect(result.formula).toMatchObject({ constant: 525, unit: 'mils', range: { kind: 'upTo', limit: 40 } });
  });

  it('60 mils → 1250·√60 ≈ 9682 V, set to 9680 V', () => {
    const result = naceSp0188(thicknessOf(60, 'mils'));
    expect(result.exactVolts).toBeCloseTo(9682.46, 1);
    expect(result.volts).toBe(9680);
    expect(result.formula.constant).toBe(1250);
  });

  it('the boundary: 40 mils is still the thin-coat branch, just above it the thick one', () => {
    expect(naceSp0188(thicknessOf(40, 'mils'))).toMatchObject({ volts: 3320, formula: { constant: 525 } });
    expect(naceSp0188(thicknessOf(1.016, 'mm')).formula.constant).toBe(525); // 40 mils exactly, in mm
    expect(naceSp0188(thicknessOf(40.01, 'mils'))).toMatchObject({ volts: 7910, formula: { constant: 1250 } });
  });
});

describe('ASTM D5162 Method B: V = 3294·√T up to 1.00 mm, 7843·√T above (T in mm)', () => {
  it('the metric worked examples: 0.5 mm → 2329 V, 1.5 mm → 9606 V', () => {
    const thin = astmD5162(thicknessOf(500, 'um'));
    expect(thin.exactVolts).toBeCloseTo(2329.2, 1);
    expect(thin.volts).toBe(2330);
    const thick = astmD5162(thicknessOf(1.5, 'mm'));
    expect(thick.exactVolts).toBeCloseTo(9605.7, 1);
    expect(thick.volts).toBe(9610);
  });

  it('the boundary at 1.00 mm, which differs from NACE’s 1.016 mm', () => {
    expect(astmD5162(thicknessOf(1, 'mm'))).toMatchObject({ volts: 3290, formula: { constant: 3294 } });
    const between = thicknessOf(1.01, 'mm');
    expect(astmD5162(between).formula.constant).toBe(7843);
    expect(naceSp0188(between).formula.constant).toBe(525);
  });

  it('agrees with NACE SP0188 (the same relation in other units) within rounding', () => {
    for (const um of [250, 500, 750, 1500, 3000]) {
      const thickness = thicknessOf(um, 'um');
      expect(Math.abs(astmD5162(thickness).exactVolts - naceSp0188(thickness).exactVolts)).toBeLessThan(2);
    }
  });
});

describe('ISO 2746 (enamels)', () => {
  it('gives its voltages in a table of the standard, so no number is invented', () => {
    expect(iso2746()).toEqual({ standard: 'iso-2746', kind: 'table', reference: 'table1' });
    expect(testVoltages(thicknessOf(500, 'um')).map((r) => r.standard)).toEqual(['nace-sp0188', 'astm-d5162', 'iso-2746']);
  });
});

describe('units and rounding', () => {
  it('converts µm, mm and mils (1 mil = 25.4 µm)', () => {
    expect(thicknessOf(500, 'um')).toEqual({ um: 500, mm: 0.5, mils: 500 / 25.4 });
    expect(thicknessOf(1.016, 'mm').mils).toBeCloseTo(40, 10);
    expect(thicknessOf(20, 'mils').um).toBeCloseTo(508, 10);
    // The same thickness in three units gives the same voltage.
    const volts = (value: number, unit: 'um' | 'mm' | 'mils') => naceSp0188(thicknessOf(value, unit)).volts;
    expect(volts(508, 'um')).toBe(volts(20, 'mils'));
    expect(volts(0.508, 'mm')).toBe(volts(20, 'mils'));
  });

  it('rounds to the nearest 10 V', () => {
    expect(roundVolts(2347.87)).toBe(2350);
    expect(roundVolts(2344.9)).toBe(2340);
    expect(roundVolts(9682.46)).toBe(9680);
  });

  it('places a result against the instrument range and names the smallest detector that reaches it', () => {
    expect(naceSp0188(thicknessOf(10, 'um')).range).toBe('below');
    expect(naceSp0188(thicknessOf(3, 'mm')).range).toBe('within');
    expect(detectorFor(400)).toBeNull();
    expect(detectorFor(2350)?.name).toBe('VH-15');
    expect(detectorFor(15_010)?.name).toBe('VH-30');
    expect(detectorFor(55_000)?.name).toBe('VH-60');
    expect(detectorFor(61_000)).toBeNull();
  });

  it('builds the reference table from the same functions', () => {
    const rows = referenceTable();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const half = rows.find((row) => row.thickness.um === 500)!;
    expect(half.astm.volts).toBe(2330);
    expect(half.nace.volts).toBe(2330);
  });
});

describe('parseThickness', () => {
  it('reads numbers as visitors type them', () => {
    expect(parseThickness('500', 'um')).toMatchObject({ ok: true, value: 500, unit: 'um' });
    expect(parseThickness(' 0,5 ', 'mm')).toMatchObject({ ok: true, value: 0.5, thickness: { um: 500 } });
    expect(parseThickness('.5', 'mm')).toMatchObject({ ok: true, value: 0.5 });
    expect(parseThickness('0,500', 'mm')).toMatchObject({ ok: true, value: 0.5 });
    expect(parseThickness('2,5', 'mm')).toMatchObject({ ok: true, value: 2.5 });
    expect(parseThickness('20', null)).toMatchObject({ ok: true, unit: 'um' });
  });

  it.each([
    ['', 'um', 'empty'],
    ['   ', 'um', 'empty'],
    [null, 'um', 'empty'],
    ['abc', 'um', 'notNumber'],
    ['1e3', 'um', 'notNumber'],
    ['5,000', 'um', 'notNumber'], // thousands or decimal? refused, not guessed
    ['1,500', 'mm', 'notNumber'],
    ['Infinity', 'um', 'notNumber'],
    ['NaN', 'um', 'notNumber'],
    ['0', 'um', 'notPositive'],
    ['-5', 'um', 'notPositive'],
    ['50001', 'um', 'tooLarge'],
    ['51', 'mm', 'tooLarge'],
    ['500', 'inches', 'unit'],
    ['9'.repeat(5000), 'um', 'notNumber'],
  ] as const)('%j %s → %s', (value, unit, error) => {
    expect(parseThickness(value, unit)).toEqual({ ok: false, error });
  });
});
