import type { ARTICLE_SERVER_RESOURCES } from '../../../src/server/features/editorial/collections/articles';
import { texts, type ResourceSample } from './sample-type';

// Seeded ids are stable on a fresh database: products are inserted with explicit ids, countries alphabetically.
const SEEDED_PRODUCT = 1;
const SEEDED_COUNTRY = 1;

export const ARTICLE_SAMPLES: Record<keyof typeof ARTICLE_SERVER_RESOURCES, ResourceSample> = {
  faqs: {
    create: {
      category: 'products',
      ...texts('question', 'Does the Zephyr detector need calibration?'),
      ...texts('answer', '<p>Yes, <strong>yearly</strong>.</p><script>alert(1)</script>'),
      published: true,
      sort: 3,
    },
    update: {
      category: 'services',
      ...texts('question', 'How often is the Zephyr calibrated?', { FR: 'À quelle fréquence ?' }),
      ...texts('answer', '<p>Once a year.</p>'),
      published: false,
      sort: 4,
    },
    invalid: { input: { category: 'nonsense', question_EN: 'x', answer_EN: 'y' }, field: 'category' },
    search: 'zephyr',
    sort: 'question',
  },
  helpcenter: {
    create: {
      category: 'portal',
      ...texts('title', 'Exporting the Quokka sales report', { DE: 'Den Quokka-Verkaufsbericht exportieren' }),
      ...texts('body', '<p>Open Sales and choose Export.</p>'),
      sort: 9,
    },
    update: {
      category: 'orders',
      ...texts('title', 'Exporting the Quokka sales report as CSV'),
      ...texts('body', '<p>Open Sales, filter, then choose Export.</p>'),
      published: false,
      sort: 10,
    },
    invalid: { input: { category: 'portal', title_EN: '', body_EN: '<p>x</p>' }, field: 'title_EN' },
    search: 'quokka',
    sort: 'title',
  },
  troubleshooting: {
    create: {
      productId: SEEDED_PRODUCT,
      ...texts('problem', 'Display shows Wombat error code'),
      ...texts('solution', '<p>Restart the unit.</p>'),
    },
    update: {
      productId: null,
      ...texts('problem', 'Display shows Wombat error code E4', { FR: 'L’écran affiche le code d’erreur Wombat E4' }),
      ...texts('solution', '<p>Restart the unit and recharge the battery.</p>'),
      sort: 2,
    },
    invalid: {
      input: { productId: 999_999, ...texts('problem', 'x'), ...texts('solution', '<p>y</p>') },
      field: 'productId',
    },
    search: 'wombat',
    sort: 'problem',
  },
  blog: {
    create: {
      slug: 'platypus-open-day',
      ...texts('title', 'Platypus open day at the works'),
      ...texts('body', '<p>Come and visit.</p>'),
      imageUrl: '/images/products/spark-tester.svg',
      publishedAt: '2025-06-01',
      published: true,
    },
    update: {
      slug: 'platypus-open-day-2025',
      ...texts('title', 'Platypus open day 2025', { DE: 'Tag der offenen Tür 2025' }),
      ...texts('summary', 'Tours every hour.'),
      ...texts('body', '<p>Come and visit us.</p>'),
      publishedAt: '2025-06-02',
      published: false,
    },
    // Taken by a seeded post: the unique check names the field.
    invalid: {
      input: { slug: 'choosing-an-electrode', ...texts('title', 'x'), ...texts('body', '<p>y</p>') },
      field: 'slug',
    },
    search: 'platypus',
    sort: 'publishedAt',
  },
  testimonials: {
    create: { author: 'Kiri Numbat', company: 'Numbat Linings', ...texts('quote', 'Reliable kit.') },
    update: { author: 'Kiri Numbat', company: 'Numbat Linings Pty', ...texts('quote', 'Reliable kit, great service.', { DE: 'Zuverlässig.' }), sort: 7 },
    invalid: { input: { author: '', ...texts('quote', 'x') }, field: 'author' },
    search: 'numbat',
    sort: 'author',
  },
  experts: {
    create: { name: 'Ellis Echidna', email: 'ellis@voltara.example', countryId: SEEDED_COUNTRY, ...texts('job_title', 'Field engineer') },
    update: { name: 'Ellis Echidna', email: 'e.echidna@voltara.example', phone: '+44 114 496 0000', countryId: null, sort: 8 },
    invalid: { input: { name: 'Someone', email: 'not-an-address' }, field: 'email' },
    search: 'echidna',
    sort: 'name',
  },
};
