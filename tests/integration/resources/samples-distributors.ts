import type { DEALER_SERVER_RESOURCES } from '../../../src/server/collections/registry/dealers';
import type { ResourceSample } from './sample-type';

/** Country ids are the seed's order (seed/countries-data.ts): 1 Afghanistan, 3 Albania, 4 Algeria. */
export const DISTRIBUTOR_SAMPLES: Record<keyof typeof DEALER_SERVER_RESOURCES, ResourceSample> = {
  dealers: {
    create: {
      name: 'Zephyr Inspection Services',
      countryId: 3,
      address1: 'Rruga e Durrësit 42',
      town: 'Tirana',
      postcode: '1001',
      telephone: '+355 4 222 1234',
      email: 'info@zephyr-inspection.test',
      website: 'https://www.zephyr-inspection.test',
      sales: true,
      repairs: true,
      countries: [{ countryId: 4 }],
    },
    update: {
      name: 'Zephyr Inspection Services Sh.p.k.',
      countryId: 3,
      town: 'Durrës',
      telephone: '+355 52 222 999',
      training: true,
      published: false,
      countries: [{ countryId: 4 }, { countryId: 1 }],
    },
    invalid: { input: { name: 'No country', website: 'www.example' }, field: 'countryId' },
    search: 'zephyr',
    sort: 'name',
  },
};
