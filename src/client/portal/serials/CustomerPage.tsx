import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { PortalCustomerDetail } from '../../../shared/serials/portal-serials.types';
import { ListLink, RecordFrame } from '../../components/record/RecordFrame';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { customerIdOf, customerPath, CUSTOMERS_PATH, serialPath } from './paths';
import { Part } from '../../components/ui/Part';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { Fact, Facts } from '../../components/ui/Facts';
import { InstrumentTable } from '../../components/instruments/InstrumentTable';
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
  const head = <SignedInPageHeader face="portal" trail={[{ name: t('customers.title'), path: CUSTOMERS_PATH }]} title={t('customer.notFoundTitle')} />;
  return (
    <RecordFrame
      valid={id !== null}
      query={query}
      back={<ListLink href={CUSTOMERS_PATH}>{t('customer.back')}</ListLink>}
      notFound={t('customer.notFound')}
     
      page={{ width: 'max-w-6xl', head, testId: 'customer-not-found' }}
    >
      {(customer) => <CustomerView customer={customer} />}
    </RecordFrame>
  );
}

function CustomerView({ customer }: { customer: PortalCustomerDetail }) {
  const { t, i18n } = useTranslation('portal-serials');
  const title = customer.allCompanies ? t('customer.instrumentsAll') : t('customer.instruments');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <SignedInPageHeader face="portal"
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

      <Part id="customer-instruments" title={title} testId="customer-instruments" empty={customer.instruments.length === 0 && t('customer.noInstruments')}>
        {customer.instrumentCount > customer.instruments.length && (
          <p className="mb-3 text-sm text-slate-600">
            {t('customer.truncated', {
              shown: formatNumber(customer.instruments.length, localeOf(i18n.language)),
              total: formatNumber(customer.instrumentCount, localeOf(i18n.language)),
            })}
          </p>
        )}
        <InstrumentTable
          rows={customer.instruments}
          columns={['serial', 'product', 'model', 'buildDate', ...(customer.allCompanies ? (['company'] as const) : []), 'registeredOn', 'nextDue']}
          label={(column) => t(`columns.${column}`)}
          hrefOf={serialPath}
          caption={title}
          testId="customer-instruments-table"
          rowTestId="serial-row"
        />
      </Part>
    </div>
  );
}
