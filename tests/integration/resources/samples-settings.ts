import type { SETTINGS_SERVER_RESOURCES } from '../../../src/server/collections/registry/settings';
import { texts, type ResourceSample } from './sample-type';

export const SETTINGS_SAMPLES: Record<keyof typeof SETTINGS_SERVER_RESOURCES, ResourceSample> = {
  industrysectors: {
    create: { ...texts('name', 'Zeppelin works', { DE: 'Zeppelinwerke' }), sort: 5 },
    update: { ...texts('name', 'Airship works', { DE: 'Luftschiffwerke' }), sort: 6 },
    invalid: { input: { name_EN: '', sort: 1 }, field: 'name_EN' },
    search: 'zeppelin',
    sort: 'name',
  },
  pricelists: {
    create: { name: 'Zeppelin trade 2026', currency: 'GBP', validFrom: '2026-01-01', active: true },
    update: { name: 'Zeppelin trade 2026 (revised)', currency: 'USD', validFrom: null, active: false },
    invalid: { input: { name: 'Yen list', currency: 'JPY' }, field: 'currency' },
    search: 'zeppelin',
    sort: 'validFrom',
  },
  languages: {
    create: { code: 'it', name: 'Italian', nativeName: 'Italiano', enabled: false, sort: 7 },
    update: { code: 'it', name: 'Italian (Italy)', nativeName: 'Italiano', enabled: true, sort: 8 },
    // Upper case is refused, not silently lowered: the code is written lower case in URLs and cookies.
    invalid: { input: { code: 'IT', name: 'Italian' }, field: 'code' },
    search: 'italian',
    sort: 'code',
  },
  tags: {
    create: {
      slug: 'zeppelin-kits',
      ...texts('name', 'Zeppelin kits', { DE: 'Zeppelin-Sets' }),
      colCount: 3,
      sort: 9,
      menus: [
        {
          ...texts('title', 'Starter kits'),
          viewall: '/tags/zeppelin-kits',
          items: [
            { column: 0, url: '/products/kits', ...texts('name', 'All kits', { FR: 'Tous les kits' }) },
            { column: 2, url: 'https://example.com/kit', ...texts('name', 'Partner kit') },
          ],
        },
        { ...texts('title', 'Spares'), viewall: '', items: [] },
      ],
    },
    update: {
      slug: 'zeppelin-kits',
      ...texts('name', 'Zeppelin kits and spares'),
      colCount: 2,
      sort: 9,
      menus: [{ ...texts('title', 'Spares'), viewall: '', items: [{ column: 1, url: '/products/spares', ...texts('name', 'Spares') }] }],
    },
    // The item sits in a fourth column of a two-column tag.
    invalid: {
      input: {
        slug: 'zeppelin-bad',
        name_EN: 'Bad',
        colCount: 2,
        menus: [{ title_EN: 'Menu', items: [{ column: 3, url: '/x', name_EN: 'Item' }] }],
      },
      field: 'menus.0.items.0.column',
    },
    search: 'zeppelin',
    sort: 'slug',
  },
  applications: {
    create: { slug: 'zeppelin-hangars', ...texts('name', 'Zeppelin hangars', { DE: 'Zeppelinhallen' }), sort: 20 },
    update: { slug: 'airship-hangars', ...texts('name', 'Airship hangars', { DE: 'Luftschiffhallen' }), sort: 21 },
    invalid: { input: { slug: 'Not A Slug', name_EN: 'Hangars' }, field: 'slug' },
    search: 'hangars',
    sort: 'name',
  },
  auditquestions: {
    create: { category: 'Zeppelin bay', ...texts('question', 'Is the zeppelin bay kept dry?'), active: true, sort: 30 },
    update: { category: 'Zeppelin bay', ...texts('question', 'Is the zeppelin bay dry and lit?', { DE: 'Ist die Halle trocken?' }), active: false, sort: 31 },
    invalid: { input: { category: 'Premises', question_EN: '' }, field: 'question_EN' },
    search: 'zeppelin',
    sort: 'category',
  },
  questionnaires: {
    create: {
      ...texts('title', 'Zeppelin survey'),
      active: true,
      questions: [
        { ...texts('question', 'Did the airship arrive on time?'), kind: 'yes-no', required: true },
        { ...texts('question', 'How would you rate the crew?'), kind: 'rating', required: false },
      ],
    },
    update: {
      ...texts('title', 'Zeppelin survey 2026', { FR: 'Enquête zeppelin 2026' }),
      active: false,
      questions: [{ ...texts('question', 'Anything else?'), kind: 'text', required: false }],
    },
    invalid: { input: { title_EN: 'Survey', questions: [{ question_EN: 'Q', kind: 'essay' }] }, field: 'questions.0.kind' },
    search: 'zeppelin',
    sort: 'title',
  },
  questionnairequestions: {
    // The first seeded questionnaire.
    create: { questionnaireId: 1, ...texts('question', 'Would you fly by zeppelin again?'), kind: 'yes-no', required: true, sort: 50 },
    update: { questionnaireId: 1, ...texts('question', 'Would you book a zeppelin again?'), kind: 'rating', required: false, sort: 51 },
    invalid: { input: { questionnaireId: 999_999, question_EN: 'Orphan?', kind: 'text' }, field: 'questionnaireId' },
    search: 'zeppelin',
    sort: 'kind',
  },
  commcodes: {
    // Dots and missing spaces are accepted and stored in the usual "9030 89 30" form.
    create: { code: '9030.89.98', description: 'Zeppelin gas-cell testers' },
    update: { code: '90308999', description: 'Zeppelin gas-cell testers, other' },
    invalid: { input: { code: '90-30', description: 'Bad code' }, field: 'code' },
    search: 'zeppelin',
    sort: 'description',
  },
  standards: {
    create: { code: 'ZEP 1936', ...texts('title', 'Zeppelin envelopes — spark testing', { DE: 'Zeppelinhüllen — Funkenprüfung' }), url: 'https://example.com/zep-1936' },
    update: { code: 'ZEP 1937', ...texts('title', 'Zeppelin envelopes — holiday testing'), url: '' },
    invalid: { input: { code: 'ZEP 1', title_EN: 'Unsafe link', url: 'javascript:alert(1)' }, field: 'url' },
    search: 'zeppelin',
    sort: 'title',
  },
};
