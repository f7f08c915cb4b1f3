import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { Certificate } from '../../../shared/content/information-pages.types';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { PageShell, PageState } from './PageShell';
import { formatLongDate } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';
import { Badge } from '../../components/ui/Badge';
import { Fact, Facts } from '../../components/ui/Facts';
import { EmptyState } from '../../components/ui/EmptyState';

/** /about/certification: the quality certificates (admin-edited at /admin/content/qualitycerts) with their documents. */
export function CertificationPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const query = useQuery(trpc.public.content.certification.queryOptions({ locale }));
  const { t } = useTranslation('pages');
  if (!query.data) return <PageState routeId="certification" query={query} />;
  return (
    <PageShell routeId="certification" lead={t('certification.lead')} backToAbout>
      {query.data.certificates.length === 0 ? (
        <EmptyState className="mt-6">{t('certification.none')}</EmptyState>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {query.data.certificates.map((certificate) => (
            <li key={certificate.id}>
              <CertificateCard certificate={certificate} />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}

function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation('pages');
  const language = usePageLocale();
  const titleId = `certificate-${certificate.id}`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {certificate.imageUrl && (
        <img
          src={certificate.imageUrl}
          alt={t('certification.imageAlt', { name: certificate.name })}
          width={600}
          height={420}
          loading="lazy"
          className="aspect-[10/7] w-full bg-slate-50 object-contain"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="text-xl font-semibold text-navy-900">
            {certificate.name}
          </h2>
          <Badge tone={certificate.expired ? 'red' : 'green'}>{certificate.expired ? t('certification.expired') : t('certification.valid')}</Badge>
        </div>
        {certificate.description && <p className="mt-2 text-slate-700">{certificate.description}</p>}
        {(certificate.issuedOn || certificate.expiresOn) && (
          <Facts layout="grid" columns={2} className="mt-4">
            {certificate.issuedOn && (
              <Fact label={t('certification.issued')}>
                <time dateTime={certificate.issuedOn} className="tabular-nums">
                  {formatLongDate(certificate.issuedOn, localeOf(language))}
                </time>
              </Fact>
            )}
            {certificate.expiresOn && (
              <Fact label={t('certification.expires')}>
                <time dateTime={certificate.expiresOn} className="tabular-nums">
                  {formatLongDate(certificate.expiresOn, localeOf(language))}
                </time>
              </Fact>
            )}
          </Facts>
        )}
        {certificate.fileUrl && (
          <a
            href={certificate.fileUrl}
            className="mt-auto inline-flex items-center gap-2 self-start pt-5 font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
            </svg>
            {t('certification.download', { name: certificate.name })}
          </a>
        )}
      </div>
    </article>
  );
}
