import { z } from 'zod';
import { LOCALES } from '../locales';

/** The forms' lists depend on nothing but the language (answers in one language, English where untranslated). */
export const FormDataInputSchema = z.object({ locale: z.enum(LOCALES) });
export type FormDataInput = z.infer<typeof FormDataInputSchema>;
