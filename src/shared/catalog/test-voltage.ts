/**
 * Holiday-test voltages for a coating's dry film thickness, by the relations the usual standards publish (issue 9,
 * /resources/testvoltage). Pure functions shared by the server's render and the browser's live calculator, so both
 * print the same numbers; no zod and no React here (the page chunk imports this module).
 *
 * What the standards say, and what this module does with it:
 *
 * - NACE SP0188 (AMPP), "Discontinuity (Holiday) Testing of New Protective Coatings on Conductive Substrates": for
 *   high-voltage DC testing it uses the relation V = M·√T of NACE SP0274 ("High-Voltage Electrical Inspection of
 *   Pipeline Coatings"), T in mils: M = 525 for T up to 40 mils (1.016 mm), M = 1250 above. Implemented in mils.
 * - ASTM D5162, Method B (high-voltage spark testing): the same relation in its metric form, Tc in mm:
 *   M = 3294 for Tc ≤ 1.00 mm, M = 7843 above (525·√(1/0.0254) = 3294, 1250·√(1/0.0254) = 7843). The same metric
 *   form and worked examples (0.5 mm → 2329 V, 1.5 mm → 9606 V) appear in GOST 34395-2018, Annex DB. The metric
 *   boundary (1.00 mm) is not the imperial one (1.016 mm): between the two the standards genuinely disagree.
 *   D5162 and SP0188 both prefer the coating manufacturer's voltage when one is given; these are the defaults.
 * - ISO 2746 (vitreous and porcelain enamels, high-voltage test): DC voltages are read from the standard's Table 1
 *   (other voltages by agreement; pulsed DC always by agreement). That table is not reproduced here because we could
 *   not verify its values, so this module never prints a number for ISO 2746: the result says where to read it.
 *   (No standard we could verify states a "5 V per µm" rule, so none is offered.)
 *
 * Rounding: to the nearest 10 V, the resolution a detector's voltage is set to; the exact value is kept beside it.
 */

export const THICKNESS_UNITS = ['um', 'mm', 'mils'] as const;
export type ThicknessUnit = (typeof THICKNESS_UNITS)[number];

export const STANDARD_IDS = ['nace-sp0188', 'astm-d5162', 'iso-2746'] as const;
export type StandardId = (typeof STANDARD_IDS)[number];

/** 1 mil = 0.001 inch = 25.4 µm, exactly. */
const UM_PER_MIL = 25.4;
const UM_PER_MM = 1000;

/** The thickest coating the calculator accepts: 50 mm of rubber lining is already beyond any holiday detector's use. */
export const MAX_THICKNESS_UM = 50_000;
/** Beyond this many characters a typed thickness is not a number anyone meant (the 5,000-character paste). */
export const MAX_INPUT_LENGTH = 24;
/** Voltara's DC holiday detectors span 0.5 kV (VH-15) to 60 kV (VH-60): the instrument range results are checked against. */
export const INSTRUMENT_MIN_V = 500;
export const INSTRUMENT_MAX_V = 60_000;
/** Up to 0.5 mm (20 mils), SP0188 and D5162 (Method A) also allow the low-voltage wet-sponge test. */
export const WET_SPONGE_MAX_UM = 500;

export interface Thickness {
  um: number;
  mm: number;
  mils: number;
}

export function toMicrometres(value: number, unit: ThicknessUnit): number {
  switch (unit) {
    case 'um':
      return value;
    case 'mm':
      return value * UM_PER_MM;
    case 'mils':
      return value * UM_PER_MIL;
  }
}

export function thicknessOf(value: number, unit: ThicknessUnit): Thickness {
  const um = toMicrometres(value, unit);
  return { um, mm: um / UM_PER_MM, mils: um / UM_PER_MIL };
}

/** Nearest 10 V (see the module comment). */
export function roundVolts(volts: number): number {
  return Math.round(volts / 10) * 10;
}

/** One branch of V = M·√T: the constant, the unit T is in, and the thickness range it applies to. */
export interface FormulaBranch {
  constant: number;
  unit: 'mm' | 'mils';
  /** The range in the branch's own unit: `upTo` includes the limit, `above` excludes it. */
  range: { kind: 'upTo' | 'above'; limit: number };
}

export interface FormulaResult {
  standard: Exclude<StandardId, 'iso-2746'>;
  kind: 'formula';
  /** Rounded to 10 V. */
  volts: number;
  exactVolts: number;
  formula: FormulaBranch;
  /** The thickness in the formula's unit, as it went into √T. */
  t: number;
  /** Where the value sits against Voltara's instrument range. */
  range: 'below' | 'within' | 'above';
}

export interface TableReferenceResult {
  standard: 'iso-2746';
  kind: 'table';
  /** The standard gives its voltages in a table (not reproduced): the page says where to read the value. */
  reference: 'table1';
}

export type StandardResult = FormulaResult | TableReferenceResult;

const NACE_SP0188: readonly FormulaBranch[] = [
  { constant: 525, unit: 'mils', range: { kind: 'upTo', limit: 40 } },
  { constant: 1250, unit: 'mils', range: { kind: 'above', limit: 40 } },
];

const ASTM_D5162: readonly FormulaBranch[] = [
  { constant: 3294, unit: 'mm', range: { kind: 'upTo', limit: 1 } },
  { constant: 7843, unit: 'mm', range: { kind: 'above', limit: 1 } },
];

function branchFor(branches: readonly FormulaBranch[], t: number): FormulaBranch {
  return branches.find((branch) => (branch.range.kind === 'upTo' ? t <= branch.range.limit : t > branch.range.limit)) ?? branches[branches.length - 1]!;
}

function rangeOf(volts: number): FormulaResult['range'] {
  if (volts < INSTRUMENT_MIN_V) return 'below';
  return volts > INSTRUMENT_MAX_V ? 'above' : 'within';
}

function byFormula(standard: FormulaResult['standard'], branches: readonly FormulaBranch[], thickness: Thickness): FormulaResult {
  // Both branches of a standard share one unit.
  const t = branches[0]!.unit === 'mils' ? thickness.mils : thickness.mm;
  const formula = branchFor(branches, t);
  const exactVolts = formula.constant * Math.sqrt(t);
  const volts = roundVolts(exactVolts);
  return { standard, kind: 'formula', volts, exactVolts, formula, t, range: rangeOf(volts) };
}

export function naceSp0188(thickness: Thickness): FormulaResult {
  return byFormula('nace-sp0188', NACE_SP0188, thickness);
}

export function astmD5162(thickness: Thickness): FormulaResult {
  return byFormula('astm-d5162', ASTM_D5162, thickness);
}

export function iso2746(): TableReferenceResult {
  return { standard: 'iso-2746', kind: 'table', reference: 'table1' };
}

/** Every standard's answer for one thickness, in a fixed order (the page lists them so). */
export function testVoltages(thickness: Thickness): StandardResult[] {
  return [naceSp0188(thickness), astmD5162(thickness), iso2746()];
}

export type ThicknessError = 'empty' | 'notNumber' | 'notPositive' | 'tooLarge' | 'unit';

export type ParsedThickness =
  | { ok: true; value: number; unit: ThicknessUnit; thickness: Thickness }
  | { ok: false; error: ThicknessError };

export function isThicknessUnit(value: unknown): value is ThicknessUnit {
  return typeof value === 'string' && (THICKNESS_UNITS as readonly string[]).includes(value);
}

/**
 * A thickness as a visitor types it (a query parameter or the form's box): "500", "0.5", "0,5" (a decimal comma, as
 * five of the six languages write it), with surrounding spaces. Anything else is an error the page explains; never
 * an exception, so no input can make the page fail.
 */
export function parseThickness(rawValue: string | null | undefined, rawUnit: string | null | undefined): ParsedThickness {
  const unit = rawUnit ?? 'um';
  if (!isThicknessUnit(unit)) return { ok: false, error: 'unit' };
  const text = (rawValue ?? '').trim();
  if (text === '') return { ok: false, error: 'empty' };
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, error: 'notNumber' };
  // "5,000" is five thousand in English and five in German: a comma before exactly three digits after a non-zero
  // whole part is refused rather than guessed ("0,500" and "2,5" are unambiguous decimals).
  if (/^[+-]?0*[1-9]\d*,\d{3}$/.test(text)) return { ok: false, error: 'notNumber' };
  const normalised = text.includes(',') && !text.includes('.') ? text.replace(',', '.') : text;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return { ok: false, error: 'notNumber' };
  const value = Number(normalised);
  if (!Number.isFinite(value)) return { ok: false, error: 'notNumber' };
  if (value <= 0) return { ok: false, error: 'notPositive' };
  const thickness = thicknessOf(value, unit);
  if (thickness.um > MAX_THICKNESS_UM) return { ok: false, error: 'tooLarge' };
  return { ok: true, value, unit, thickness };
}

/** The thicknesses of the reference table, in µm: common dry film thicknesses from thin linings to heavy pipe coatings. */
export const REFERENCE_THICKNESSES_UM = [250, 375, 500, 750, 1000, 1500, 2000, 3000, 4000, 6000] as const;

export interface ReferenceRow {
  thickness: Thickness;
  nace: FormulaResult;
  astm: FormulaResult;
}

export function referenceTable(): ReferenceRow[] {
  return REFERENCE_THICKNESSES_UM.map((um) => {
    const thickness = thicknessOf(um, 'um');
    return { thickness, nace: naceSp0188(thickness), astm: astmD5162(thickness) };
  });
}

/** Voltara's DC detectors by top voltage (the catalogue's products), for "which instrument reaches this voltage". */
export const DC_DETECTORS = [
  { slug: 'vh-15-portable-dc-holiday-detector', name: 'VH-15', maxVolts: 15_000 },
  { slug: 'vh-30-portable-dc-holiday-detector', name: 'VH-30', maxVolts: 30_000 },
  { slug: 'vh-40-high-voltage-dc-holiday-detector', name: 'VH-40', maxVolts: 40_000 },
  { slug: 'vh-60-high-voltage-dc-holiday-detector', name: 'VH-60', maxVolts: 60_000 },
] as const;

export type DcDetector = (typeof DC_DETECTORS)[number];

/** The smallest detector that reaches a voltage (none below the range floor or above the top). */
export function detectorFor(volts: number): DcDetector | null {
  if (volts < INSTRUMENT_MIN_V) return null;
  return DC_DETECTORS.find((detector) => volts <= detector.maxVolts) ?? null;
}
