import { adminRoute } from '../../../shared/route-tables/define';

const CONTENT_SECTIONS = [
  'widgets', 'faqs', 'helpcenter', 'troubleshooting', 'blog', 'testimonials', 'experts', 'offers', 'landing', 'events',
  'qualitycerts', 'casestudies', 'documents', 'galleries',
] as const;
type ContentSection = (typeof CONTENT_SECTIONS)[number];
/** Content sections that have an add page (SPEC.md section 2). */
const CONTENT_WITH_ADD: readonly ContentSection[] = ['widgets', 'blog', 'events', 'qualitycerts', 'casestudies', 'galleries'];

/**
 * The content index and each content section's list, add and edit screens (SPEC.md section 2). The screens are the
 * generic collection screens (admin/generic/pages.ts), keyed by these ids in each collection's `routes`.
 */
export const CONTENT_ROUTES = [
  adminRoute('/content', 'admin.content', 'admin-resources:content.description'),
  ...CONTENT_SECTIONS.flatMap((section) => [
    adminRoute(`/content/${section}`, `admin.content.${section}`, 'admin-resources:listDescription'),
    ...(CONTENT_WITH_ADD.includes(section) ? [adminRoute(`/content/${section}/add`, `admin.content.${section}.add`)] : []),
    ...(section === 'documents' ? [adminRoute('/content/documents/pages/:id', 'admin.content.documents.page')] : []),
    adminRoute(`/content/${section}/:id`, `admin.content.${section}.edit`),
  ]),
] as const;
