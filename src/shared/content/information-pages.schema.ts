import { z } from 'zod';
import { LOCALES } from '../locales';
import { clampSearch, clampSlug, EXPERTISE_SLUGS, LEGAL_KINDS } from './page-kinds';

export { EXPERTISE_SLUGS, LEGAL_KINDS, type ExpertiseSlug, type LegalKind } from './page-kinds';

/**
 * Inputs of the public information pages (public.content.*, issue 9): about, vacancies, certification, expertise,
 * legal texts, FAQs and troubleshooting. Answers are in one language (`locale`, English where a text is
 * untranslated), as the catalogue's are.
 */

const locale = z.enum(LOCALES);

/** A page that depends on nothing but the language (about, vacancies, certification). */
export const PageInputSchema = z.object({ locale });
export type PageInput = z.infer<typeof PageInputSchema>;

export const ExpertiseInputSchema = z.object({ slug: z.enum(EXPERTISE_SLUGS), locale });
export type ExpertiseInput = z.infer<typeof ExpertiseInputSchema>;

export const LegalInputSchema = z.object({ kind: z.enum(LEGAL_KINDS), locale });
export type LegalInput = z.infer<typeof LegalInputSchema>;

/**
 * Any text is a search: it is cut to length (never refused), and anything that is not a string (a number or an object
 * from a hand-made URL) counts as no search, so odd input finds results or none, never an error.
 */
const searchText = z.string().catch('').transform(clampSearch);

/** A product slug as typed into a URL: anything is accepted (an unknown one simply matches no entry). */
const productSlug = z.string().catch('').transform(clampSlug);

export const FaqsInputSchema = z.object({ q: searchText.optional(), locale });
export type FaqsInput = z.input<typeof FaqsInputSchema>;

export const TroubleshootingInputSchema = z.object({ q: searchText.optional(), product: productSlug.optional(), locale });
export type TroubleshootingInput = z.input<typeof TroubleshootingInputSchema>;
