import type { Permission } from '../auth/policy';
import { route } from './define';

// The query parameters each page reads are declared beside it for the server alone (route-tables/query.ts PAGE_QUERY):
// only the page cache and the renderer read them, and the browser's first load carries this table.
const pub = <const Id extends string>(path: string, id: Id) => route(path, id, 'public');
const auth = <const Id extends string>(path: string, id: Id, permission?: Permission) => route(path, id, 'auth', permission);

/**
 * The pages outside /account, /portal and /admin (SPEC.md section 2), in matching order (specific paths before
 * parameters). The landing pages' catch-all is apart: it comes after every area's table (shared/routes.ts).
 */
export const PUBLIC_ROUTES = [
  pub('/', 'home'),
  auth('/login', 'login'),
  auth('/register', 'register'),
  auth('/forgot-password', 'forgotPassword'),
  auth('/reset-password/:token', 'resetPassword'),
  auth('/verify-email/:token', 'verifyEmail'),
  // The link that makes a change of e-mail address, and the page after deleting one's account (docs/decisions/0043).
  auth('/confirm-email/:token', 'confirmEmailChange'),
  auth('/goodbye', 'goodbye'),
  auth('/two-factor-challenge', 'twoFactorChallenge'),
  auth('/confirm-password', 'confirmPassword', 'auth:confirm-password'),
  pub('/contact', 'contact'),
  pub('/faqs', 'faqs'),
  pub('/about', 'about'),
  pub('/about/vacancies', 'vacancies'),
  pub('/about/certification', 'certification'),
  pub('/events', 'events'),
  pub('/events/:id', 'event'),
  pub('/blog', 'blog'),
  pub('/blog/:slug', 'blogPost'),
  pub('/casestudies', 'caseStudies'),
  pub('/casestudies/:slug', 'caseStudy'),
  pub('/offers', 'offers'),
  pub('/offers/:slug', 'offer'),
  pub('/distributors', 'distributors'),
  pub('/distributors/apply', 'distributorApply'),
  pub('/distributors/:area', 'distributorArea'),
  pub('/expertise/leak-detection', 'expertiseLeakDetection'),
  pub('/expertise/pipeline', 'expertisePipeline'),
  pub('/expertise/subsea', 'expertiseSubsea'),
  pub('/resources/dielectricstrength', 'dielectricStrength'),
  pub('/resources/testvoltage', 'testVoltage'),
  pub('/resources/downloads/:id?', 'downloads'),
  pub('/troubleshooting', 'troubleshooting'),
  pub('/tags/:slug', 'tag'),
  pub('/applications/:slug', 'application'),
  pub('/product/:slug', 'product'),
  pub('/product/:slug/:option', 'productOption'),
  pub('/products/search', 'productSearch'),
  pub('/products/:slug?', 'products'),
  pub('/search', 'search'),
  pub('/services/calibration', 'calibration'),
  pub('/services/calibration/book', 'calibrationBook'),
  pub('/services/training', 'training'),
  // Not paths of SPEC.md, which names "training enquiry pages per sector" without their paths.
  pub('/services/training/coatings', 'trainingCoatings'),
  pub('/services/training/plastics', 'trainingPlastics'),
  pub('/services/training/subsea', 'trainingSubsea'),
  pub('/services/training/medical', 'trainingMedical'),
  pub('/services/training/leak-detection', 'trainingLeakDetection'),
  route('/services/registration', 'registration', 'account', 'account:self'),
  pub('/questionnaire', 'questionnaire'),
  pub('/legal/terms', 'terms'),
  pub('/legal/privacy', 'privacy'),
  pub('/legal/policies', 'policies'),
  pub('/gallery/:id', 'gallery'),
  // Not a path of SPEC.md: the page a certificate's QR code opens (issue 10).
  pub('/verify/:code?', 'verifyCertificate'),
  route('/guides/:id', 'guide', 'guide'),
] as const;

/** Last: a single segment is a landing page only when one with that slug exists. */
export const LANDING_ROUTE = route('/:slug', 'landing', 'public', undefined, { lookup: 'landing' });

/** The ids of the pages outside the signed-in areas (the landing pages' included). */
export type PublicRouteId = (typeof PUBLIC_ROUTES)[number]['id'] | (typeof LANDING_ROUTE)['id'];

/** A public route's path pattern, read from the table (so a list of links cannot drift from it). */
export function publicPath(id: PublicRouteId): string {
  return [...PUBLIC_ROUTES, LANDING_ROUTE].find((candidate) => candidate.id === id)?.path ?? '/';
}

/** The paths of the signed-in areas' tables (account.ts, portal.ts, admin.ts): no public route starts with them. */
export const AREA_PREFIX = /^\/(account|portal|admin)(?=\/|$)/i;
export type PrefixedArea = 'account' | 'portal' | 'admin';
