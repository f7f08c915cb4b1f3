import { publicSiteSettings } from './site-settings';
import { publicProcedure } from '../../trpc/init';

/**
 * The public part of the site settings (the consent-gated script URLs and the tag manager switch), served from the
 * response cache. The SPA asks only once the visitor has accepted cookies.
 */
export const siteSettingsProcedure = publicProcedure.query(({ ctx }) => publicSiteSettings(ctx));
