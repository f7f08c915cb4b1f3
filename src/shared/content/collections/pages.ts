import { caseStudiesResource } from '../../editorial/collections/casestudies';
import { documentPagesResource } from './documentpages';
import { documentsResource } from './documents';
import { eventsResource } from '../../editorial/collections/events';
import { galleriesResource } from './galleries';
import { landingResource } from './landing';
import { offersResource } from '../../editorial/collections/offers';
import { qualityCertsResource } from './qualitycerts';
import { widgetsResource } from './widgets';

/** Page-like content sections: widgets, offers, landing pages, events, certificates, case studies, documents, galleries (i18n 'admin-pages'). */
export const PAGE_RESOURCES = {
  widgets: widgetsResource,
  offers: offersResource,
  landing: landingResource,
  events: eventsResource,
  qualitycerts: qualityCertsResource,
  casestudies: caseStudiesResource,
  documents: documentsResource,
  documentpages: documentPagesResource,
  galleries: galleriesResource,
} as const;
