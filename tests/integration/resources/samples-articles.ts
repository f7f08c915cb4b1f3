import type { ARTICLE_SERVER_RESOURCES } from '../../../src/server/resources/content/articles';
import { texts, type ResourceSample } from './sample-type';

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
};
