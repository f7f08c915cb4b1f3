import type { AdminPages } from '../page-registry';
import { CertificatePage } from './CertificatePage';
import { CertificatesPage } from './CertificatesPage';

/** Certificates (issue 10): the list and one certificate, revoked or reissued from its page. */
export const CERTIFICATES_PAGES: AdminPages = {
  'admin.certificates': CertificatesPage,
  'admin.certificate': CertificatePage,
};
