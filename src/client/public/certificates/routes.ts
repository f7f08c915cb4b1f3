import { publicRoute, type IdsOf } from '../../../shared/route-tables/define';
import type { SectionQuery } from '../../../shared/route-tables/query-params';

/** Not a path of SPEC.md: the page a certificate's QR code opens, or where its code is typed in (issue 10). */
export const CERTIFICATE_ROUTES = [publicRoute('/verify/:code?', 'verifyCertificate')] as const;

export type CertificateRouteId = IdsOf<typeof CERTIFICATE_ROUTES>;

/** The query parameters this page reads (read by the server alone: route-tables/query.ts). */
export const CERTIFICATE_QUERY = { verifyCertificate: ['code'] } satisfies SectionQuery<CertificateRouteId>;
