import { z } from 'zod';
import { LOCALES } from '../locales';

/**
 * Inputs of the public news, events, case study and offer procedures (public.editorial.*). Like the catalogue's, the
 * answers are in one language: the `locale` asked for, English where a text is untranslated.
 */

const locale = z.enum(LOCALES);
const slug = z.string().trim().min(1).max(200);
/** A page number from a URL: anything odd (?page=abc, ?page=-1) is the first page rather than an error. */
const page = z.coerce.number().int().min(1).max(100_000).catch(1);

export const ArticleListInputSchema = z.object({ page: page.optional(), locale });
export type ArticleListInput = z.infer<typeof ArticleListInputSchema>;

export const ArticleSlugInputSchema = z.object({ slug, locale });
export type ArticleSlugInput = z.infer<typeof ArticleSlugInputSchema>;

/** /events/{id}: the event's numeric id, or its slug (both name the same page). */
export const EventKeySchema = slug;
export const EventInputSchema = z.object({ id: EventKeySchema, locale });
export type EventInput = z.infer<typeof EventInputSchema>;

/** Items per page of each list (events in rows, the others in a grid of three columns). */
export const EVENTS_PAGE_SIZE = 10;
export const POSTS_PAGE_SIZE = 9;
export const CASE_STUDIES_PAGE_SIZE = 9;
export const OFFERS_PAGE_SIZE = 9;
