/**
 * Typical dielectric strengths of coating and lining materials (issue 9, /resources/dielectricstrength): reference
 * data, not content, so it lives here rather than in the admin's tables; the names and notes are in the `resources`
 * namespace (`dielectric.materials.{id}`).
 *
 * The ranges are indicative short-time DC values in kV/mm, as coating makers' data sheets and holiday-detector
 * makers' guidance give them (coating materials mostly lie between 10 and 30 kV/mm; air about 3 kV/mm at sea level).
 * A real coating's figure depends on its formulation, thickness (strength per mm falls as thickness grows),
 * temperature, moisture and the test method (IEC 60243, ASTM D149): the page tells visitors to use the coating
 * manufacturer's value where there is one.
 */
export interface DielectricMaterial {
  id: string;
  /** kV/mm, typical lower and upper values. */
  min: number;
  max: number;
}

export const DIELECTRIC_MATERIALS: readonly DielectricMaterial[] = [
  { id: 'epoxy', min: 15, max: 25 },
  { id: 'fbe', min: 25, max: 40 },
  { id: 'polyethylene', min: 20, max: 35 },
  { id: 'polypropylene', min: 20, max: 30 },
  { id: 'polyurethane', min: 15, max: 25 },
  { id: 'coalTar', min: 8, max: 15 },
  { id: 'rubber', min: 15, max: 25 },
  { id: 'glassFlake', min: 12, max: 20 },
  { id: 'vitreousEnamel', min: 15, max: 30 },
  { id: 'ptfe', min: 20, max: 60 },
  { id: 'pvc', min: 10, max: 20 },
];

/** Air, for comparison: what a spark must cross at a holiday (about 3 kV/mm, less in damp air). */
export const AIR_KV_PER_MM = 3;

/**
 * The breakdown voltage of a thickness of coating, in volts, at the low end of its typical range: the value a test
 * voltage must stay well below. (kV/mm × mm = kV.)
 */
export function breakdownVolts(material: DielectricMaterial, thicknessMm: number): number {
  return material.min * thicknessMm * 1000;
}
