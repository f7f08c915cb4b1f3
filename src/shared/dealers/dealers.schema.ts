import { z } from 'zod';
import { LOCALES } from '../locales';
import { clampArea } from './dealer-kinds';

/**
 * Inputs of the public dealer finder (public.dealers.*). Answers are in one language: country names in the visitor's
 * language, ordered by its collation.
 */

const locale = z.enum(LOCALES);

export const DealerLocaleInputSchema = z.object({ locale });
export type DealerLocaleInput = z.infer<typeof DealerLocaleInputSchema>;

/**
 * Any text names an area or none: it is trimmed and cut (never refused), and anything that is not a string counts as
 * empty, so an odd URL answers "no such country" (404), never an error.
 */
export const DealerAreaInputSchema = z.object({ area: z.string().catch('').transform(clampArea), locale });
export type DealerAreaInput = z.input<typeof DealerAreaInputSchema>;
