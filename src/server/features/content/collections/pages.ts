import type { ServerResource } from '../../../collections/types';
import { caseStudiesServer } from '../../editorial/collections/casestudies';
import { documentPagesServer } from './documentpages';
import { documentsServer } from './documents';
import { eventsServer } from '../../editorial/collections/events';
import { galleriesServer } from './galleries';
import { landingServer } from './landing';
import { offersServer } from '../../editorial/collections/offers';
import { qualityCertsServer } from './qualitycerts';
import { widgetsServer } from './widgets';

export const PAGE_SERVER_RESOURCES = {
  widgets: widgetsServer,
  offers: offersServer,
  landing: landingServer,
  events: eventsServer,
  qualitycerts: qualityCertsServer,
  casestudies: caseStudiesServer,
  documents: documentsServer,
  documentpages: documentPagesServer,
  galleries: galleriesServer,
} satisfies Record<string, ServerResource>;
