import { BRAND } from '../settings/brand';
import { absoluteUrl } from './head';

/** schema.org structured data of the public pages (issue 8, scope 2), plain objects written as JSON-LD. */

export function organizationJsonLd(origin: string, description: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.company,
    alternateName: BRAND.name,
    url: `${origin}/`,
    logo: absoluteUrl(origin, '/favicon.svg'),
    description,
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

export interface ProductLd {
  name: string;
  description: string;
  sku: string;
  path: string;
  images: readonly string[];
  category?: string;
  properties?: ReadonlyArray<{ name: string; value: string }>;
}

export function productJsonLd(origin: string, product: ProductLd): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    mpn: product.sku,
    url: absoluteUrl(origin, product.path),
    image: product.images.map((image) => absoluteUrl(origin, image)),
    brand: { '@type': 'Brand', name: BRAND.name },
    manufacturer: { '@type': 'Organization', name: BRAND.company },
    ...(product.category ? { category: product.category } : {}),
    ...(product.properties?.length
      ? { additionalProperty: product.properties.map((p) => ({ '@type': 'PropertyValue', name: p.name, value: p.value })) }
      : {}),
  };
}

export function faqJsonLd(faqs: ReadonlyArray<{ question: string; answer: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
