import { z } from 'zod';

/** The longest search the help centre takes (the search box's maxlength). */
export const HELP_SEARCH_MAX = 200;

/**
 * portal.helpcenter.list: the published help articles in the reader's language, optionally those matching `q`. No
 * input at all is "everything"; anything that is not a short string is refused (422).
 */
export const HelpCentreInputSchema = z
  .object({ q: z.string().trim().max(HELP_SEARCH_MAX).default('') })
  .default({ q: '' });
