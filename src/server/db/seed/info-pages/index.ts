import { and, eq } from 'drizzle-orm';
import { LOCALE_CODES } from '../../../../shared/locales';
import { sanitizeEach } from '../../../features/content/sanitize';
import type { AppDeps } from '../../../deps';
import { documentPages, documents, faqs, troubleshootingEntries, widgetLanguages, widgets } from '../../schema';
import { loc, pick, t, type T6 } from '../content/i18n';
import { productBySlug } from '../content/products';
import type { WidgetSeed } from '../content/widgets';
import { ABOUT_WIDGET_SEEDS } from './about-widgets';
import { CALIBRATION_WIDGET_SEED } from './calibration-widget';
import { seedCertificateFiles } from './certificates';
import type { DocumentSeed } from './document-seed';
import { EXPERTISE_WIDGET_SEEDS } from './expertise-widgets';
import { MORE_FAQS } from './faqs';
import { PRIVACY } from './legal-privacy';
import { POLICIES } from './legal-policies';
import { TERMS } from './legal-terms';
import { MORE_TROUBLESHOOTING, TROUBLESHOOTING_TRANSLATIONS } from './troubleshooting';
import { VACANCIES } from './vacancies';

const EMPTY: T6 = t('', '', '', '', '', '');
/** After the FAQs of seed/admin (sort 1..n) and before the product FAQs of seed/catalog (sort 100+). */
const FAQ_SORT_FROM = 50;
const TROUBLESHOOTING_SORT_FROM = 50;

/**
 * The content of the information pages (issue 9), all six languages: the about, vacancies, expertise and calibration widgets, the
 * legal texts and open positions as documents, more FAQs and troubleshooting entries, and the certificates' pictures
 * and PDFs. Runs after the catalogue seed, so these documents are never linked to products as guides.
 */
export async function seedInfoPages(deps: AppDeps): Promise<void> {
  const { db } = deps;
  for (const widget of [...ABOUT_WIDGET_SEEDS, ...EXPERTISE_WIDGET_SEEDS, CALIBRATION_WIDGET_SEED]) await insertWidget(deps, widget);
  for (const document of [TERMS, PRIVACY, POLICIES, VACANCIES]) await insertDocument(deps, document);

  await db.insert(faqs).values(
    MORE_FAQS.map((faq, index) => ({
      category: faq.category,
      sort: FAQ_SORT_FROM + index,
      ...loc('question', faq.question),
      ...loc('answer', sanitizeEach(faq.answer)),
    })),
  );
  await db.insert(troubleshootingEntries).values(
    MORE_TROUBLESHOOTING.map((entry, index) => ({
      productId: productBySlug(entry.product).id,
      sort: TROUBLESHOOTING_SORT_FROM + index,
      ...loc('problem', entry.problem),
      ...loc('solution', sanitizeEach(entry.solution)),
    })),
  );
  for (const { problemEn, problem, solution } of TROUBLESHOOTING_TRANSLATIONS) {
    const [es, nl, pt] = sanitizeEach(solution);
    await db
      .update(troubleshootingEntries)
      .set({ problem_ES: problem[0], problem_NL: problem[1], problem_PT: problem[2], solution_ES: es, solution_NL: nl, solution_PT: pt })
      .where(and(eq(troubleshootingEntries.problem_EN, problemEn), eq(troubleshootingEntries.problem_ES, '')));
  }
  await seedCertificateFiles(deps);
}

async function insertWidget({ db }: AppDeps, seed: WidgetSeed): Promise<void> {
  const [widget] = await db.insert(widgets).values({ name: seed.name, type: seed.type, classes: seed.classes }).returning({ id: widgets.id });
  await db.insert(widgetLanguages).values(
    LOCALE_CODES.map((locale) => ({
      widgetId: widget!.id,
      locale,
      html: pick(seed.html ?? EMPTY, locale),
      value: pick(seed.value ?? EMPTY, locale),
      imageUrl: pick(seed.imageUrl ?? EMPTY, locale),
    })),
  );
}

async function insertDocument({ db }: AppDeps, seed: DocumentSeed): Promise<void> {
  const [document] = await db.insert(documents).values({ slug: seed.slug, published: true, ...loc('title', seed.title) }).returning({ id: documents.id });
  await db.insert(documentPages).values(
    seed.pages.map((page, sort) => ({ documentId: document!.id, sort, ...loc('title', page.title), ...loc('body', sanitizeEach(page.body)) })),
  );
}
