/**
 * Contact details and social links of the header bar (SPEC.md section 9: five social links and a contact phone
 * number). Fictional, as DECISIONS.md requires; links to other sites are navigation only, nothing is loaded from them.
 */
export const CONTACT_PHONE = { display: '+44 (0)1632 960 418', tel: '+441632960418' } as const;

export const SOCIAL_LINKS = [
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/voltara-test-equipment' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@voltaratestequipment' },
  { network: 'x', label: 'X', url: 'https://x.com/voltaratest' },
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/voltaratestequipment' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/voltaratestequipment' },
] as const;

/** SPEC.md section 9: window breakpoints, the header widget's size classes. */
export type SizeClass = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** The narrowest window of each size class (Tailwind's breakpoints), widest first. */
export const SIZE_CLASS_MIN_WIDTH: ReadonlyArray<readonly [SizeClass, number]> = [
  ['xl', 1280],
  ['lg', 1024],
  ['md', 768],
  ['sm', 640],
  ['xs', 0],
];
export const SIZE_CLASSES: readonly SizeClass[] = SIZE_CLASS_MIN_WIDTH.map(([size]) => size);
export function sizeClassOf(width: number): SizeClass {
  return SIZE_CLASS_MIN_WIDTH.find(([, min]) => width >= min)?.[0] ?? 'xs';
}
