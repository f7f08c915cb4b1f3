import type { CATALOG_SERVER_RESOURCES } from '../../../src/server/collections/registry/catalog';
import { texts, type ResourceSample } from './sample-type';

const IMAGE = '/images/products/dc-holiday-detector.svg';

export const CATALOG_SAMPLES: Record<keyof typeof CATALOG_SERVER_RESOURCES, ResourceSample> = {
  categories: {
    create: { ...texts('name', 'Zeppelin testers', { DE: 'Zeppelinprüfer' }), slug: 'zeppelin-testers', parentId: 1, published: true },
    update: {
      ...texts('name', 'Zeppelin and airship testers', { DE: 'Zeppelin- und Luftschiffprüfer' }),
      ...texts('description', '<p>Envelope testers.</p>'),
      slug: 'zeppelin-testers',
      parentId: 2,
      published: false,
    },
    invalid: { input: { name_EN: 'Bad', slug: 'Not A Slug', parentId: 1 }, field: 'slug' },
    search: 'zeppelin',
    sort: 'name',
  },
  products: {
    create: {
      ...texts('name', 'Zeppelin envelope probe', { DE: 'Zeppelin-Hüllensonde' }),
      modelCode: 'ZP-1',
      slug: 'zeppelin-envelope-probe',
      categoryId: 2,
      published: true,
      ...texts('summary', 'Finds pinholes in airship envelopes.'),
      ...texts('description', '<p>Light and <strong>fast</strong>.</p>'),
      imageUrl: IMAGE,
      images: [{ url: IMAGE, ...texts('alt', 'Front view') }],
      features: [{ ...texts('text', 'Weighs under a kilogram') }],
      kit: [{ quantity: 2, ...texts('name', 'Brush electrode') }],
      specs: [{ ...texts('group', 'Electrical'), ...texts('label', 'Test voltage'), ...texts('value', '0.5–15'), unit: 'kV', isKey: true }],
    },
    update: {
      ...texts('name', 'Zeppelin envelope probe II', { FR: 'Sonde d’enveloppe Zeppelin II' }),
      modelCode: 'ZP-2',
      slug: 'zeppelin-envelope-probe',
      categoryId: 2,
      published: false,
      images: [],
      features: [{ ...texts('text', 'Weighs 900 g') }, { ...texts('text', 'IP54') }],
      kit: [],
      specs: [
        { key: 'test-voltage', ...texts('label', 'Test voltage'), ...texts('value', '0.5–20'), unit: 'kV', isKey: true },
        { ...texts('label', 'Weight'), ...texts('value', '0.9', { DE: '0,9' }), unit: 'kg' },
      ],
    },
    // Two specification rows with one key would hide each other on an option's page.
    invalid: {
      input: {
        name_EN: 'Twin keys',
        slug: 'twin-keys',
        categoryId: 2,
        specs: [
          { key: 'voltage', label_EN: 'Voltage', value_EN: '1' },
          { key: 'voltage', label_EN: 'Voltage again', value_EN: '2' },
        ],
      },
      field: 'specs.1.key',
    },
    search: 'zeppelin',
    sort: 'modelCode',
  },
  productoptions: {
    create: {
      productId: 1,
      ...texts('name', 'Zeppelin long reach', { DE: 'Zeppelin große Reichweite' }),
      modelCode: 'ZL-1',
      slug: 'zeppelin-long',
      published: true,
      specs: [{ key: 'weight', ...texts('label', 'Weight'), ...texts('value', '2.4'), unit: 'kg' }],
      kit: [{ quantity: 1, ...texts('name', 'Extension pole') }],
      images: [{ url: IMAGE }],
    },
    update: {
      productId: 1,
      ...texts('name', 'Zeppelin extra long reach'),
      modelCode: 'ZL-2',
      slug: 'zeppelin-long',
      published: false,
      specs: [],
      kit: [{ quantity: 2, ...texts('name', 'Extension pole') }],
    },
    invalid: { input: { productId: 1, name_EN: 'No slug', slug: '' }, field: 'slug' },
    search: 'zeppelin',
    sort: 'modelCode',
  },
};
