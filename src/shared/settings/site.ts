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
export function sizeClassOf(width: number): SizeClass {
  if (width < 640) return 'xs';
  if (width < 768) return 'sm';
  if (width < 1024) return 'md';
  if (width < 1280) return 'lg';
  return 'xl';
}
