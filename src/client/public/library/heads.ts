import type { TFunction } from 'i18next';
import type { DownloadCategory } from '../../../shared/files/download.schema';
import type { GuidePage, LibraryDownloadsPage, QuestionnairePage } from '../../../shared/library/library.types';
import { textOf, type PageHead } from '../../../shared/seo/head';
import { breadcrumbJsonLd, type Crumb } from '../../../shared/seo/json-ld';

/**
 * Head tags and breadcrumb trails of the library pages (downloads, guides, questionnaire): the server writes them
 * into the first HTML, the browser applies the same after a navigation (client/router/RouteHead.tsx). `origin` matters
 * for the JSON-LD (absolute URLs).
 */

export const DOWNLOADS_PATH = '/resources/downloads';
export const QUESTIONNAIRE_PATH = '/questionnaire';

export const downloadsPath = (category: DownloadCategory | null) => (category ? `${DOWNLOADS_PATH}/${category}` : DOWNLOADS_PATH);

const home = (t: TFunction): Crumb => ({ name: t('library:home'), path: '/' });

export function downloadsCrumbs(category: DownloadCategory | null, t: TFunction): Crumb[] {
  const all = { name: t('library:titles.downloads'), path: DOWNLOADS_PATH };
  return category ? [home(t), all, { name: t(`library:categories.${category}`), path: downloadsPath(category) }] : [home(t), all];
}

export function downloadsHead(data: LibraryDownloadsPage, t: TFunction, origin = ''): PageHead {
  const n = data.groups.reduce((sum, group) => sum + group.items.length, 0);
  const category = data.category;
  return {
    title: category ? `${t(`library:categories.${category}`)} – ${t('library:titles.downloads')}` : t('library:titles.downloads'),
    description: category
      ? t('library:downloads.descriptionCategory', { category: t(`library:categories.${category}`), n })
      : t('library:downloads.description', { n, categories: data.categories.length }),
    jsonLd: [breadcrumbJsonLd(origin, downloadsCrumbs(category, t))],
  };
}

export const guidePath = (guide: Pick<GuidePage, 'slug'>) => `/guides/${guide.slug}`;

export function guideCrumbs(guide: GuidePage, t: TFunction): Crumb[] {
  return [home(t), { name: guide.title, path: guidePath(guide) }];
}

export function guideHead(guide: GuidePage, t: TFunction, origin = ''): PageHead {
  const first = guide.sections[0];
  const lead = t('library:guide.description', { title: guide.title, n: guide.sections.length });
  return {
    title: guide.title,
    description: textOf(first ? `${lead} ${textOf(first.html)}` : lead),
    jsonLd: [breadcrumbJsonLd(origin, guideCrumbs(guide, t))],
  };
}

export function questionnaireCrumbs(t: TFunction): Crumb[] {
  return [home(t), { name: t('library:titles.questionnaire'), path: QUESTIONNAIRE_PATH }];
}

export function questionnaireHead(data: QuestionnairePage, t: TFunction, origin = ''): PageHead {
  const questionnaire = data.questionnaire;
  return {
    title: t('library:titles.questionnaire'),
    description: questionnaire
      ? t('library:questionnaire.description', { title: questionnaire.title, n: questionnaire.questions.length })
      : t('library:questionnaire.none'),
    jsonLd: [breadcrumbJsonLd(origin, questionnaireCrumbs(t))],
  };
}
