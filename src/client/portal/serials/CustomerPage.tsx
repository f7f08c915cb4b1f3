import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { PortalCustomerDetail } from '../../../shared/serials/portal-serials.types';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { customerIdOf, customerPath, CUSTOMERS_PATH } from './paths';
import { DetailSection, PortalPageHead } from './PortalPageHead';
import { Fact, Facts } from '../../components/ui/Facts';
import { SerialTable } from './SerialTable';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/**
 * /portal/customers/{id}: an end customer's details and the instruments they bought from the member's company (never
 * those bought elsewhere). Someone who is not the company's customer is "not found", as an unknown id.
 */
export default function CustomerPage({ params }: Pick<AreaProps, 'params'>) {
  const { t } = useTranslation('portal-serials');
  const trpc = useTRPC();
  const id = customerIdOf(params.id);
  const query = useQuery({ ...trpc.portal.customers.get.queryOptions({ id: id ?? '-' }), enabled: id !== null });
  if (id !== null && query.isPending) return <Spinner />;
  if (id === null || !query.data) {
    const missing = id === null || httpStatusOf(query.error) === 404;
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <PortalPageHead trail={[{ name: t('customers.title'), path: CUSTOMERS_PATH }]} title={t('customer.notFoundTitle')} />
        <div className="mt-6 space-y-4" data-testid="customer-not-found">
          <Alert tone="error">{missing ? t('customer.notFound') : t('customer.loadError')}</Alert>
          <Link href={CUSTOMERS_PATH} className="inline-block font-semibold text-navy-800 underline underline-offset-2">
            {t('customer.back')}
          </Link>
        </div>
      </div>
    );
  }
  return <CustomerView customer={query.data} />;
}

function CustomerView({ customer }: { customer: PortalCustomerDetail }) {
  const { t, i18n } = useTranslation('portal-serials');
  const title = customer.allCompanies ? t('customer.instrumentsAll') : t('customer.instruments');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PortalPageHead
        trail={[
          { name: t('customers.title'), path: CUSTOMERS_PATH },
          { name: customer.name, path: customerPath(customer.id) },
        ]}
        title={<span data-testid="customer-name">{customer.name}</span>}
        lead={customer.company || undefined}
      />

      <section aria-labelledby="customer-contact" className="mt-8" data-testid="customer-contact">
        <h2 id="customer-contact" className="text-2xl font-bold text-navy-900">
          {t('customer.contact')}
        </h2>
        <Facts className="mt-4">
          <Fact label={t('columns.email')}>
            <a href={`mailto:${customer.email}`} className="break-all text-navy-800 underline-offset-2 hover:underline">
              {customer.email}
            </a>
          </Fact>
          <Fact label={t('customer.telephone')}>
            {customer.telephone ? (
              <a href={`tel:${customer.telephone.replace(/[^\d+]/g, '')}`} className="text-navy-800 tabular underline-offset-2 hover:underline">
                {customer.telephone}
              </a>
            ) : null}
          </Fact>
          <Fact label={t('customer.address')}>
            {customer.address.length > 0 ? (
              <address className="not-italic">
                {customer.address.map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ) : null}
          </Fact>
          <Fact label={t('columns.country')}>{customer.country}</Fact>
          <Fact label={t('columns.instruments')}>
            <span className="tabular">{formatNumber(customer.instrumentCount, localeOf(i18n.language))}</span>
          </Fact>
        </Facts>
      </section>

      <DetailSection id="customer-instruments" title={title} empty={t('customer.noInstruments')} count={customer.instruments.length}>
        {customer.instrumentCount > customer.instruments.length && (
          <p className="mb-3 text-sm text-slate-600">
            {t('customer.truncated', {
              shown: formatNumber(customer.instruments.length, localeOf(i18n.language)),
              total: formatNumber(customer.instrumentCount, localeOf(i18n.language)),
            })}
          </p>
        )}
        <SerialTable rows={customer.instruments} caption={title} showCompany={customer.allCompanies} testId="customer-instruments-table" />
      </DetailSection>
    </div>
  );
}
