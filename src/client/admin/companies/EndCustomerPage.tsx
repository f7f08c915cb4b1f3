import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { InstrumentTable } from '../../components/instruments/InstrumentTable';
import type { InstrumentColumn } from '../../components/instruments/instrument-columns';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { Fact, Facts } from '../../components/ui/Facts';
import { LINK } from '../../components/ui/format';
import { DistributorsHeader } from './DistributorsHeader';
import { Panel } from '../../components/ui/Panel';
import { companyPath, END_CUSTOMERS_PATH } from './paths';
import { serialPath } from '../serials/paths';
import { useFormat } from '../../lib/use-format';

const customerIdOf = (raw: string | undefined) => (raw ? decodeURIComponent(raw).slice(0, 64) : '');

/**
 * /admin/distributors/customers/{id}: an end customer's contact details and the instruments they own from the
 * partner companies (each naming the company that sold it), soonest calibration due first.
 */
export function EndCustomerPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const id = customerIdOf(params.id);
  const customer = useQuery({ ...trpc.admin.endCustomers.get.queryOptions({ id: id || 'none' }), enabled: id !== '' });
  const { number } = useFormat();
  const back = <BackLink href={END_CUSTOMERS_PATH}>{t('customer.back')}</BackLink>;
  // This page's headings for the shared columns: "Sold by" the company, "Registered" on.
  const label = (column: InstrumentColumn) => t(`customer.columns.${column === 'company' ? 'soldBy' : column === 'registeredOn' ? 'registered' : column}`);
  return (
    <RecordFrame valid={id !== ''} query={customer} back={back} notFound={t('customer.notFound')}>
      {(data) => (
        <div className="space-y-5">
          <DistributorsHeader back={back} title={data.name} description={data.company || undefined} />
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <Panel title={t('customer.contact')}>
              <Facts testId="end-customer-facts">
                <Fact label={t('customer.fields.email')}>
                  <a href={`mailto:${data.email}`} className="break-all text-navy-800 underline">
                    {data.email}
                  </a>
                </Fact>
                <Fact label={t('customer.fields.telephone')}>{data.telephone}</Fact>
                <Fact label={t('customer.fields.company')}>{data.company}</Fact>
                <Fact label={t('customer.fields.address')}>{data.address.length > 0 ? data.address.join(', ') : ''}</Fact>
                <Fact label={t('customer.fields.country')}>{data.country}</Fact>
                <Fact label={t('customer.fields.boughtFrom')}>
                  {data.companies.length > 0 ? (
                    <ul>
                      {data.companies.map((company) => (
                        <li key={company.id}>
                          <Link href={companyPath(company.id)} className={LINK}>
                            {company.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </Fact>
                <Fact label={t('customer.fields.account')}>
                  <Link href={`/admin/users/${encodeURIComponent(data.id)}`} className={LINK}>
                    {t('customer.openAccount')}
                  </Link>
                </Fact>
              </Facts>
            </Panel>
            <Panel title={t('customer.instruments', { total: number(data.instrumentCount) })} testId="end-customer-instruments">
              {data.instruments.length < data.instrumentCount && <p className="mb-2 text-sm text-slate-600">{t('customer.firstShown', { shown: number(data.instruments.length) })}</p>}
              <InstrumentTable
                rows={data.instruments}
                columns={['serial', 'product', 'model', 'company', 'registeredOn', 'nextDue']}
                label={label}
                hrefOf={serialPath}
                caption={t('customer.instrumentsCaption', { name: data.name })}
                rowTestId="end-customer-instrument"
              />
            </Panel>
          </div>
        </div>
      )}
    </RecordFrame>
  );
}
