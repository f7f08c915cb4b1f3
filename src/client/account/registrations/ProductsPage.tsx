import { Link } from 'wouter';
import { accountProductsResource } from '../../../shared/serials/collections/account-products';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { NoValue } from '../../components/ui/NoValue';
import { useTranslation } from '../../lib/i18n-react';
import { NextDue } from './badges';
import { CertificateLink } from './certificate-link';
import { CertificatesSection } from './CertificatesSection';
import { ClaimsSection } from './ClaimsSection';
import { dueOf } from './due-of';
import { instrumentPath } from './paths';
import { RegisterLink } from './RegisterLink';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The instrument's picture and name (in the reader's language), leading to its page. */
function InstrumentName({ row }: { row: ResourceRow }) {
  return (
    <Link href={instrumentPath(row.id)} className="group flex items-center gap-3 font-semibold text-navy-800">
      <img src={textOf(row.imageUrl)} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded border border-slate-200 bg-white object-contain" />
      <span className="underline-offset-2 group-hover:underline">{textOf(row.productId__label)}</span>
    </Link>
  );
}

function CurrentCertificate({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('instruments');
  if (typeof row.certificateId !== 'number') return <NoValue label={t('certificates.none')} />;
  return <CertificateLink id={row.certificateId} number={textOf(row.certificateNumber)} showNumber />;
}

/**
 * /account/products: the registered instruments collection (SPEC.md's columns; searched, filtered by when they are due,
 * sorted and paged in the address, cards on a phone), each opening its page; the claims waiting for confirmation above
 * it, the account's certificates below it, and "Register a product" (the wizard) in its heading.
 */
export function ProductsPage() {
  return (
    <ResourceListPage
      def={accountProductsResource}
      actions={<RegisterLink />}
      above={<ClaimsSection />}
      below={<CertificatesSection />}
      cells={{
        productId: (row) => <InstrumentName row={row} />,
        certificateId: (row) => <CurrentCertificate row={row} />,
        nextDueOn: (row) => <NextDue instrument={{ nextDueOn: typeof row.nextDueOn === 'string' ? row.nextDueOn : null, due: dueOf(row.due) }} />,
        number: (row) => <span className="font-mono tabular">{textOf(row.number)}</span>,
        modelCode: (row) => <span className="tabular">{textOf(row.modelCode)}</span>,
      }}
    />
  );
}
