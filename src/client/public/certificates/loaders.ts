import type { CertificateRouteId } from './routes';
import type { PageLoader } from '../../ssr/load-context';
import { verifyHead } from './head';
import { verifyInput } from './verify-code';

/**
 * /verify/{code?}: the certificate's verification comes with the page (the QR code's visitor is often on a phone on
 * site, so the answer is in the first HTML). An unknown code is still a page (200) that says so, not a 404.
 */
const verifyCertificate: PageLoader = async ({ trpc, queryClient, params, search, t }) => {
  // ?code= is the form sent before the page's script ran.
  const code = params.code ?? (search.get('code') || undefined);
  if (code) await queryClient.prefetchQuery(trpc.public.certificates.verify.queryOptions(verifyInput(code)));
  // 'ui' too: a detail the certificate lacks (a model) reads "None" (NoValue), in the first HTML and after hydrating.
  return { found: true, head: verifyHead(t), namespaces: ['instruments', 'ui'] };
};

export const CERTIFICATE_LOADERS = { verifyCertificate } satisfies Partial<Record<CertificateRouteId, PageLoader>>;
