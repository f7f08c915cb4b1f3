import type { TFunction } from 'i18next';
import { routeTitleKey } from '../../shared/route-tables/define';
import type { SignedInRouteId } from '../../shared/route-tables/ids';
import type { PageHead } from '../../shared/seo/head';
import { BRAND } from '../../shared/settings/brand';

/**
 * The pages behind a login have no loader: their head is the route's title (`routes` namespace) and, where the page
 * says what it is for, a description of their own, declared here by route id (a misspelt id does not compile). The
 * browser applies it like any other head (client/router/RouteHead.tsx); these pages are never indexed.
 */
const DESCRIPTIONS: Readonly<Partial<Record<SignedInRouteId, string>>> = {
  'admin.content': 'admin-resources:content.description',
  'admin.settings.countries': 'admin:countries.description',
  'admin.products': 'admin-catalog:list.description',
  'admin.users': 'admin-users:list.description',
  'admin.user': 'admin-users:user.description',
  'admin.distributors': 'admin-companies:overview.description',
  'admin.distributors.list': 'admin-companies:list.description',
  'admin.distributors.edit': 'admin-companies:company.description',
  'admin.distributors.customers': 'admin-companies:customers.description',
  'admin.distributors.customer': 'admin-companies:customer.description',
  'admin.distributors.leads': 'admin-leads:list.description',
  'admin.distributors.leadSend': 'admin-leads:send.description',
  'admin.distributors.lead': 'admin-leads:detail.description',
  'admin.distributors.announcements': 'admin-news:announcements.description',
  'admin.distributors.messages': 'admin-news:messages.description',
  'admin.distributors.messageSend': 'admin-news:send.description',
  'admin.distributors.audits': 'admin-audits:audits.description',
  'admin.distributors.audit': 'admin-audits:audit.description',
  'admin.distributors.serviceJobs': 'admin-audits:jobs.description',
  'admin.distributors.serviceJob': 'admin-audits:job.description',
  'admin.certificates': 'admin-service:certificates.list.description',
  'admin.certificate': 'admin-service:certificate.description',
  'admin.returns': 'returns:admin.lead',
  'admin.returns.edit': 'admin-service:returns.detail.description',
  'admin.serials': 'admin-service:serials.list.description',
  'admin.serials.search': 'admin-service:serials.search.description',
  'admin.serials.service': 'admin-service:service.description',
  'admin.serials.checksums': 'admin-service:checksums.description',
  'admin.serial': 'admin-service:serial.description',
  'admin.agreements': 'admin-agreements:overview.description',
  'admin.agreements.manage': 'admin-agreements:manage.description',
  'admin.servicetools': 'admin-servicetools:list.description',
  'admin.downloads': 'admin-files:downloads.description',
  'admin.files': 'admin-files:file.description',
  'admin.logs': 'admin-logs:audit.description',
  'admin.logs.gdpr': 'admin-logs:gdpr.description',
  'admin.logs.website': 'admin-logs:website.description',
  'admin.courses': 'admin-courses:overview.description',
  'admin.courses.list': 'admin-courses:list.description',
  'admin.courses.edit': 'admin-courses:edit.description',
  'admin.courses.users': 'admin-courses:users.description',
  'admin.enquiries': 'admin-enquiries:list.description',
  'admin.enquiry': 'admin-enquiries:detail.description',
  'portal.agreements': 'portal-agreements:list.lead',
};

/** The generic lists of the content and settings sections: "Manage {title}" (their add and edit pages: the title). */
const RESOURCE_LIST = /^admin\.(content|settings)\.[a-z]+$/;

export function signedInHead(id: SignedInRouteId, t: TFunction): PageHead {
  const title = t(`routes:${routeTitleKey(id)}`);
  const own = DESCRIPTIONS[id];
  const description = own
    ? t(own, { brand: BRAND.name })
    : RESOURCE_LIST.test(id)
      ? t('admin-resources:listDescription', { title })
      : id.startsWith('admin')
        ? title
        : t('common:meta.description');
  return { title, description, noindex: true };
}
