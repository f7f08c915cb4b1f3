import { Hono } from 'hono';
import { NEWSLETTER_CONFIRMED_PATH, NEWSLETTER_INVALID_PATH, NewsletterSignupSchema } from '../../../shared/content/newsletter.schema';
import type { AppEnv } from '../../http/app-env';
import { confirmNewsletter, signUpForNewsletter } from './newsletter';
import { visitorContext, anonymousContext } from '../../rest/guard';
import { readBody } from '../../rest/respond';

/** POST /api/newsletter (201 `{message}`) and the double opt-in link GET /api/newsletter/confirm?token=. */
export const newsletterApi = new Hono<AppEnv>()
  .post('/', async (c) => {
    const data = await readBody(c, NewsletterSignupSchema);
    return c.json(await signUpForNewsletter(await visitorContext(c), data), 201);
  })
  .get('/confirm', async (c) => {
    const confirmed = await confirmNewsletter(anonymousContext(c), c.req.query('token'));
    // 303: the link is opened with GET, the answer is a page of the SPA.
    return c.redirect(confirmed ? NEWSLETTER_CONFIRMED_PATH : NEWSLETTER_INVALID_PATH, 303);
  });
