import type { SETTINGS_SERVER_RESOURCES } from '../../../src/server/resources/settings';
import { texts, type ResourceSample } from './sample-type';

export const SETTINGS_SAMPLES: Record<keyof typeof SETTINGS_SERVER_RESOURCES, ResourceSample> = {
  industrysectors: {
    create: { ...texts('name', 'Zeppelin works', { DE: 'Zeppelinwerke' }), sort: 5 },
    update: { ...texts('name', 'Airship works', { DE: 'Luftschiffwerke' }), sort: 6 },
    invalid: { input: { name_EN: '', sort: 1 }, field: 'name_EN' },
    search: 'zeppelin',
    sort: 'name',
  },
};
