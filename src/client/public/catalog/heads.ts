import type { TFunction } from 'i18next';
import type { CategoryPage, ListingPage, ProductPage } from '../../../shared/catalog/catalog.types';
import { textOf, type PageHead } from '../../../shared/seo/head';
import { breadcrumbJsonLd, faqJsonLd, productJsonLd } from '../../../shared/seo/json-ld';

/**
 * Head tags of the catalogue pages from their data: used by the server for the first HTML and by the pages after a
 * navigation in the browser. `origin` only matters for the structured data (absolute URLs), which only the server writes.
 */

export function productHead(data: ProductPage, t: TFunction, origin = ''): PageHead {
  const title = data.option ? `${data.option.name} (${data.modelCode})` : data.modelCode ? `${data.name} (${data.modelCode})` : data.name;
  const description = data.summary || textOf(data.descriptionHtml) || t('common:meta.description');
  const jsonLd: object[] = [
    productJsonLd(origin, {
      name: data.option?.name ?? data.name,
      description: textOf(data.descriptionHtml, 500) || description,
      sku: data.modelCode,
      path: data.url,
      images: data.images.map((image) => image.url),
      category: data.category?.name,
      properties: data.keyFigures.map((row) => ({ name: row.label, value: `${row.value}${row.unit ? ` ${row.unit}` : ''}` })),
    }),
    breadcrumbJsonLd(origin, data.breadcrumbs.map((crumb) => ({ name: crumb.name, path: crumb.url }))),
  ];
  if (data.faqs.length > 0) {
    jsonLd.push(faqJsonLd(data.faqs.map((faq) => ({ question: faq.question, answer: textOf(faq.answerHtml, 2000) }))));
  }
  const image = data.images[0]?.url;
  return { title, description, image, ...(image ? { preloadImage: image } : {}), type: 'product', jsonLd };
}

export function categoryHead(data: CategoryPage, t: TFunction, origin = ''): PageHead {
  const page = data.products.page > 1 ? ` – ${t('catalog:pageNumber', { page: data.products.page })}` : '';
  return {
    title: `${data.name}${page}`,
    description: textOf(data.descriptionHtml) || t('catalog:categoryDescription', { name: data.name, count: data.products.total }),
    image: data.products.rows[0]?.imageUrl,
    jsonLd: [breadcrumbJsonLd(origin, data.breadcrumbs.map((crumb) => ({ name: crumb.name, path: crumb.url })))],
  };
}

export function listingHead(data: ListingPage, t: TFunction, origin = '', parent?: { name: string; path: string }): PageHead {
  const crumbs = [{ name: t('catalog:products'), path: '/products' }, ...(parent ? [parent] : []), { name: data.name, path: data.url }];
  return {
    title: data.name,
    description: textOf(data.descriptionHtml) || t('catalog:categoryDescription', { name: data.name, count: data.products.total }),
    image: data.products.rows[0]?.imageUrl,
    jsonLd: [breadcrumbJsonLd(origin, crumbs)],
  };
}

export function searchHead(q: string, t: TFunction): PageHead {
  return {
    title: q ? t('catalog:search.titleFor', { q }) : t('catalog:search.title'),
    description: t('catalog:search.description'),
  };
}
