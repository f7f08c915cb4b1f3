import { z } from 'zod';
import { DOWNLOAD_CATEGORIES } from '../files/download.schema';
import { LOCALES } from '../locales';

/** Inputs of public.library.* (issue 9): answers are in one language, English where a text is untranslated. */
const locale = z.enum(LOCALES);

/** /resources/downloads/{category?}: an unknown category is refused (the page answers 404 before asking). */
export const LibraryDownloadsInputSchema = z.object({ category: z.enum(DOWNLOAD_CATEGORIES).optional(), locale });
export type LibraryDownloadsInput = z.output<typeof LibraryDownloadsInputSchema>;

/**
 * /guides/{id}: a document's id or slug, as typed into a URL. Any text is accepted (cut to length): one that names no
 * published document answers null, so odd input is a 404 page, never an error.
 */
export const GuideInputSchema = z.object({ id: z.string().catch('').transform((value) => value.trim().slice(0, 200)), locale });
export type GuideInput = z.output<typeof GuideInputSchema>;

export const QuestionnaireInputSchema = z.object({ locale });
export type QuestionnaireInput = z.output<typeof QuestionnaireInputSchema>;
