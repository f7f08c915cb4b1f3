import type { Permission } from '../auth/policy';
import { route, type RouteDef } from './define';

// The query parameters each page reads are declared beside it for the server alone (route-tables/query.ts PAGE_QUERY):
// only the page cache and the renderer read them, and the browser's first load carries this table.
const pub = (path: string, id: string) => route(path, id, 'public');
/** A public page that titles itself from its data (catalogue, news, events, case study, offer and dealer pages). */
const titled = (path: string, id: string) => route(path, id, 'public', undefined, { selfTitled: true });
const auth = (path: string, id: string, permission?: Permission) => route(path, id, 'auth', permission);

/**
 * The pages outside /account, /portal and /admin (SPEC.md section 2), in matching order (specific paths before
 * parameters). The landing pages' catch-all is apart: it comes after every area's table (shared/routes.ts).
 */
export const PUBLIC_ROUTES: readonly RouteDef[] = [
  pub('/', 'home'),
  auth('/login', 'login'),
  auth('/register', 'register'),
  auth('/forgot-password', 'forgotPassword'),
  auth('/reset-password/:token', 'resetPassword'),
  auth('/verify-email/:token', 'verifyEmail'),
  auth('/two-factor-challenge', 'twoFactorChallenge'),
  auth('/confirm-password', 'confirmPassword', 'auth:confirm-password'),
  pub('/contact', 'contact'),
  pub('/faqs', 'faqs'),
  pub('/about', 'about'),
  pub('/about/vacancies', 'vacancies'),
  pub('/about/certification', 'certification'),
  titled('/events', 'events'),
  titled('/events/:id', 'event'),
  titled('/blog', 'blog'),
  titled('/blog/:slug', 'blogPost'),
  titled('/casestudies', 'caseStudies'),
  titled('/casestudies/:slug', 'caseStudy'),
  titled('/offers', 'offers'),
  titled('/offers/:slug', 'offer'),
  titled('/distributors', 'distributors'),
  pub('/distributors/apply', 'distributorApply'),
  titled('/distributors/:area', 'distributorArea'),
  pub('/expertise/leak-detection', 'expertiseLeakDetection'),
  pub('/expertise/pipeline', 'expertisePipeline'),
  pub('/expertise/subsea', 'expertiseSubsea'),
  pub('/resources/dielectricstrength', 'dielectricStrength'),
  pub('/resources/testvoltage', 'testVoltage'),
  titled('/resources/downloads/:id?', 'downloads'),
  pub('/troubleshooting', 'troubleshooting'),
  titled('/tags/:slug', 'tag'),
  titled('/applications/:slug', 'application'),
  titled('/product/:slug', 'product'),
  titled('/product/:slug/:option', 'productOption'),
  titled('/products/search', 'productSearch'),
  titled('/products/:slug?', 'products'),
  titled('/search', 'search'),
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
  // The guide is titled by its document (usePageHead), not by the route.
  route('/guides/:id', 'guide', 'guide', undefined, { selfTitled: true }),
];

/** Last: a single segment is a landing page only when one with that slug exists. */
export const LANDING_ROUTE: RouteDef = route('/:slug', 'landing', 'public', undefined, { lookup: 'landing', selfTitled: true });

/** The paths of the signed-in areas' tables (account.ts, portal.ts, admin.ts): no public route starts with them. */
export const AREA_PREFIX = /^\/(account|portal|admin)(?=\/|$)/i;
export type PrefixedArea = 'account' | 'portal' | 'admin';
