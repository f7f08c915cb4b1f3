import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signInAndWait, test } from './helpers';

/**
 * Issue 30 item 5: axe on one route of every section of each face, signed in (through the real login page) as the
 * role that uses it. Serious and critical findings fail the test, listed with the elements they concern.
 */

interface Face {
  name: string;
  /** Who uses it; null for the public site, visited anonymously. */
  account: string | null;
  landing?: RegExp;
  paths: readonly string[];
}

const FACES: readonly Face[] = [
  {
    name: 'public site',
    account: null,
    paths: [
      '/',
      '/login',
      '/register',
      '/contact',
      '/faqs',
      '/about',
      '/about/vacancies',
      '/events',
      '/events/5',
      '/blog',
      '/casestudies/north-sea-field-joints',
      '/offers',
      '/distributors',
      '/distributors/apply',
      '/expertise/pipeline',
      '/resources/testvoltage',
      '/resources/downloads',
      '/troubleshooting',
      '/products/dc-holiday-detectors',
      '/product/sa-15-ac-spark-tester',
      '/tags/pipeline',
      '/applications/roofing',
      '/search?q=holiday',
      '/services/calibration',
      '/services/training',
      '/services/registration',
      '/legal/terms',
      '/guides/holiday-detector-quick-start',
      '/gallery/1',
      '/verify',
    ],
  },
  {
    name: 'customer account',
    account: 'customer@demo.test',
    landing: /\/account$/,
    paths: ['/account', '/account/profile', '/account/password', '/account/2fa', '/account/contact', '/account/products', '/account/returns', '/account/returns/new', '/account/courses'],
  },
  {
    name: 'distributor portal',
    account: 'distributor-senior@demo.test',
    landing: /\/portal$/,
    paths: [
      '/portal',
      '/portal/announcements',
      '/portal/files',
      '/portal/users',
      '/portal/inbox',
      '/portal/leads',
      '/portal/sales',
      '/portal/customers',
      '/portal/serials',
      '/portal/stock',
      '/portal/helpcenter',
      '/portal/returns',
      '/portal/pricelist',
      '/portal/agreements',
      '/portal/audits',
    ],
  },
  {
    name: 'certified-partner portal',
    account: 'certified-senior@demo.test',
    landing: /\/portal$/,
    paths: ['/portal/courses', '/portal/certificates', '/portal/servicetools', '/portal/services'],
  },
  {
    name: 'admin back office',
    account: 'admin@demo.test',
    landing: /\/admin$/,
    paths: [
      '/admin',
      '/admin/users',
      '/admin/distributors/distributors',
      '/admin/distributors/leads',
      '/admin/distributors/audits',
      '/admin/distributors/service-jobs',
      '/admin/courses/courses',
      '/admin/courses/users',
      '/admin/content/faqs',
      '/admin/content/blog',
      '/admin/servicetools',
      '/admin/settings/countries',
      '/admin/settings/pricelists',
      '/admin/downloads',
      '/admin/logs',
      '/admin/logs/gdpr',
      '/admin/logs/website',
      '/admin/rma',
      '/admin/enquiries',
      '/admin/agreements/manage',
      '/admin/certificates',
      '/admin/serials',
      '/admin/products',
    ],
  },
];

/** The page's serious and critical axe findings, each with the elements it concerns. */
async function seriousFindings(page: Page, path: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${path}: ${violation.impact} ${violation.id} (${violation.nodes.length}) ${violation.nodes.slice(0, 5).map((node) => node.target.join(' ')).join(' | ')}`);
}

for (const face of FACES) {
  test(`axe finds nothing serious on the ${face.name}`, async ({ page }) => {
    test.setTimeout(30_000 + face.paths.length * 12_000);
    if (face.account) await signInAndWait(page, face.account, face.landing!);
    const findings: string[] = [];
    for (const path of face.paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      // The screen as its user reads it: data loaded (no request pending), nothing still marked busy.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first(), path).toBeVisible();
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      findings.push(...(await seriousFindings(page, path)));
    }
    expect(findings).toEqual([]);
  });
}
