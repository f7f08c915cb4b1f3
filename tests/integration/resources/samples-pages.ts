import type { PAGE_SERVER_RESOURCES } from '../../../src/server/features/content/collections/pages';
import { texts, type ResourceSample } from './sample-type';

export const PAGE_SAMPLES: Record<keyof typeof PAGE_SERVER_RESOURCES, ResourceSample> = {
  widgets: {
    create: {
      name: 'zephyr_banner',
      type: 'HTML',
      classes: 'container mx-auto',
      ...texts('html', '<p>Meet the <strong>Zephyr</strong></p><script>alert(1)</script>', { DE: '<p>Der Zephyr</p>' }),
    },
    update: {
      name: 'zephyr_banner',
      type: 'TEXT',
      classes: 'container',
      ...texts('value', 'Meet the Zephyr detector', { FR: 'Découvrez le Zephyr' }),
    },
    invalid: { input: { name: 'not a name!', type: 'HTML', html_EN: '<p>x</p>' }, field: 'name' },
    search: 'zephyr_banner',
    sort: 'name',
  },
  offers: {
    create: {
      slug: 'zephyr-spring-deal',
      ...texts('title', 'Zephyr spring deal', { DE: 'Zephyr-Frühlingsangebot' }),
      ...texts('summary', 'A free electrode with every Zephyr.'),
      imageUrl: '/images/offers/winter-electrode-bundle.svg',
      startsAt: '2030-03-01',
      endsAt: '2030-03-31',
      sort: 9,
    },
    update: {
      slug: 'zephyr-spring-deal',
      ...texts('title', 'Zephyr spring deal, extended'),
      startsAt: '2030-03-01',
      endsAt: '2030-04-30',
      sort: 10,
    },
    invalid: {
      input: { slug: 'zephyr-backwards', title_EN: 'Backwards', startsAt: '2030-03-31', endsAt: '2030-03-01' },
      field: 'endsAt',
    },
    search: 'zephyr',
    sort: 'startsAt',
  },
  landing: {
    create: { slug: 'zephyr-launch', ...texts('title', 'Zephyr launch'), ...texts('body', '<p>New detector.</p>'), published: true },
    update: { slug: 'zephyr-launch-2030', ...texts('title', 'Zephyr launch 2030', { DE: 'Zephyr-Vorstellung 2030' }), published: false },
    invalid: { input: { slug: 'faqs', title_EN: 'Clashes with /faqs' }, field: 'slug' },
    search: 'zephyr-launch',
    sort: 'title',
  },
  events: {
    create: {
      slug: 'zephyr-roadshow',
      ...texts('title', 'Zephyr roadshow'),
      location: 'Leeds, UK',
      startsAt: '2030-05-04',
      endsAt: null,
    },
    update: {
      slug: 'zephyr-roadshow',
      ...texts('title', 'Zephyr roadshow', { FR: 'Tournée Zephyr' }),
      location: 'Leeds, UK',
      startsAt: '2030-05-04',
      endsAt: '2030-05-06',
    },
    invalid: { input: { slug: 'no-start', title_EN: 'No start date' }, field: 'startsAt' },
    search: 'roadshow',
    sort: 'startsAt',
  },
  qualitycerts: {
    create: {
      ...texts('name', 'Zephyr ISO 45001'),
      ...texts('description', 'Health and safety management.'),
      imageUrl: '/images/products/electrode.svg',
      fileUrl: '/media/certificates/iso-45001.pdf',
      issuedAt: '2025-01-10',
      expiresAt: '2028-01-09',
    },
    update: { ...texts('name', 'Zephyr ISO 45001:2018'), issuedAt: '2025-01-10', expiresAt: null, sort: 7 },
    invalid: { input: { name_EN: 'Bad file', fileUrl: 'javascript:alert(1)' }, field: 'fileUrl' },
    search: 'zephyr iso',
    sort: 'name',
  },
  casestudies: {
    create: { slug: 'zephyr-tank-lining', applicationId: 1, ...texts('title', 'Zephyr on a tank lining'), ...texts('body', '<p>Story.</p>') },
    update: { slug: 'zephyr-tank-lining', applicationId: 2, ...texts('title', 'Zephyr on a tank lining', { DE: 'Zephyr an einer Tankauskleidung' }) },
    invalid: { input: { slug: 'no-such-application', applicationId: 999_999, title_EN: 'Orphan' }, field: 'applicationId' },
    search: 'tank lining',
    sort: 'title',
  },
  documents: {
    create: { slug: 'zephyr-manual', ...texts('title', 'Zephyr manual') },
    update: { slug: 'zephyr-operating-manual', ...texts('title', 'Zephyr operating manual', { DE: 'Zephyr-Bedienungsanleitung' }) },
    invalid: { input: { slug: 'Not A Slug', title_EN: 'Bad slug' }, field: 'slug' },
    search: 'zephyr',
    sort: 'title',
  },
  documentpages: {
    create: { documentId: 1, ...texts('title', 'Zephyr safety notes'), ...texts('body', '<p>Earth first.</p>'), sort: 9 },
    update: { documentId: 1, ...texts('title', 'Zephyr safety notes', { FR: 'Consignes de sécurité Zephyr' }), sort: 10 },
    invalid: { input: { documentId: 999_999, title_EN: 'Nowhere' }, field: 'documentId' },
    search: 'safety notes',
    sort: 'title',
  },
  galleries: {
    create: {
      name: 'zephyr-gallery',
      ...texts('title', 'Zephyr in use', { DE: 'Zephyr im Einsatz' }),
      images: [
        { imageUrl: '/images/gallery/tank-lining.svg', url: '/products', ...texts('caption', 'Tank lining', { DE: 'Tankauskleidung' }) },
        { imageUrl: '/images/gallery/subsea-spool.svg', ...texts('caption', 'Subsea spool') },
      ],
    },
    update: {
      name: 'zephyr-gallery',
      ...texts('title', 'Zephyr at work'),
      images: [{ imageUrl: '/images/gallery/subsea-spool.svg', ...texts('caption', 'Subsea spool'), ...texts('caption_sub', 'North Sea') }],
    },
    invalid: { input: { name: '', images: [] }, field: 'name' },
    search: 'zephyr',
    sort: 'name',
  },
};
