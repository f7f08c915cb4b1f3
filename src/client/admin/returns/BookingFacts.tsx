import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { Fact, Facts } from '../../components/ui/Facts';
import { LINK, Text } from '../../components/ui/format';
import { serialPath } from '../serials/paths';
import { companyPath } from '../companies/paths';
import type { AdminReturn } from '../serials/types';
import { DateText } from '../../components/ui/DateText';
import { formatMoney } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';

/** Who booked the return (and for which partner company) and how to reach them, with the invoice address as typed. */
export function CustomerFacts({ detail }: { detail: AdminReturn }) {
  const { t } = useTranslation('admin-service');
  const { details, invoiceAddress: address } = detail;
  const lines = [address.companyName, address.address1, address.address2, address.town, address.county, address.postcode, address.country].filter(Boolean);
  return (
    <Facts testId="return-customer">
      <Fact label={t('returns.fields.name')}>{`${details.firstName} ${details.lastName}`.trim()}</Fact>
      <Fact label={t('returns.fields.email')}>
        <a href={`mailto:${details.email}`} className={LINK}>
          {details.email}
        </a>
      </Fact>
      <Fact label={t('returns.fields.telephone')}>
        {details.telephone && (
          <a href={`tel:${details.telephone.replace(/[^+\d]/g, '')}`} className={LINK}>
            {details.telephone}
          </a>
        )}
      </Fact>
      <Fact label={t('returns.fields.company')}>{details.companyName}</Fact>
      <Fact label={t('returns.fields.account')}>{detail.bookedBy ? `${detail.bookedBy.name} (${detail.bookedBy.email})` : t('returns.noAccount')}</Fact>
      {detail.partner && (
        <Fact label={t('returns.fields.partner')}>
          <Link href={companyPath(detail.partner.id)} className={LINK}>
            {detail.partner.name}
          </Link>
        </Fact>
      )}
      <Fact label={t('returns.fields.invoiceAddress')}>
        <address className="not-italic">
          {lines.map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      </Fact>
    </Facts>
  );
}

/** How the parcel comes in: booking type, repair centre, where from, carrier, shipping invoice, and any cost. */
export function ShipmentFacts({ detail }: { detail: AdminReturn }) {
  const { t, i18n } = useTranslation(['admin-service', 'returns']);
  const sendFrom = detail.sendFrom === 'uk' ? t('returns:sendFrom.uk') : `${t('returns:sendFrom.outside-uk')}: ${detail.sendFromCountry || detail.invoiceAddress.country}`;
  const carrier = detail.carrier === 'other' ? `${t('returns:carriers.other')}: ${detail.carrierOther}` : t(`returns:carriers.${detail.carrier}`);
  return (
    <Facts testId="return-shipment">
      <Fact label={t('returns.fields.bookedOn')}>
        <DateText value={detail.createdAt} withTime />
      </Fact>
      <Fact label={t('returns.fields.type')}>{t(`returns:bookingTypes.${detail.bookingType}`)}</Fact>
      <Fact label={t('returns.fields.centre')}>{detail.repairCentre}</Fact>
      <Fact label={t('returns.fields.sendFrom')}>{sendFrom}</Fact>
      <Fact label={t('returns.fields.carrier')}>{carrier}</Fact>
      <Fact label={t('returns.fields.trackingNumber')}>{detail.trackingNumber ? <span className="font-mono break-all">{detail.trackingNumber}</span> : null}</Fact>
      <Fact label={t('returns.fields.shippingInvoice')}>{t(`returns.shippingInvoices.${detail.shippingInvoice}`)}</Fact>
      <Fact label={t('returns.fields.cost')}>{detail.costPence === null ? null : <span className="tabular">{formatMoney(detail.costPence, 'GBP', localeOf(i18n.language))}</span>}</Fact>
    </Facts>
  );
}

/** The items sent, each with its part, serial (linked to the instrument when it is known), order number and value. */
export function ReturnLines({ lines }: { lines: AdminReturn['lines'] }) {
  const { t, i18n } = useTranslation(['admin-service', 'returns']);
  const columns = ['item', 'part', 'serialNumber', 'orderNumber', 'value'].map((key) => t(`returns.lines.${key}`));
  const total = lines.reduce((sum, line) => sum + line.valuePence, 0);
  return (
    <DataTable caption={t('returns.sections.items')} columns={columns} testId="return-lines">
      {lines.map((line, index) => (
        <DataRow key={index}>
          <DataCell className="font-semibold text-navy-900">{line.itemName}</DataCell>
          <DataCell>{line.part === 'single-part' && line.partName ? `${t('returns:parts.single-part')}: ${line.partName}` : t(`returns:parts.${line.part}`)}</DataCell>
          <DataCell className="font-mono">
            {line.serialId ? (
              <Link href={serialPath(line.serialId)} className={LINK}>
                {line.serialNumber}
              </Link>
            ) : (
              <Text value={line.serialNumber} />
            )}
          </DataCell>
          <DataCell>
            <Text value={line.orderNumber} />
          </DataCell>
          <DataCell className="tabular text-right">{formatMoney(line.valuePence, 'GBP', localeOf(i18n.language))}</DataCell>
        </DataRow>
      ))}
      <DataRow className="border-t-2 border-slate-300 font-semibold">
        {/* On a phone the total's card carries the word itself, beside the sum. */}
        <DataCell colSpan={4} primary={false} label="" className="text-right max-sm:hidden">
          {t('returns.lines.total')}
        </DataCell>
        <DataCell label={t('returns.lines.total')} className="tabular text-right">
          {formatMoney(total, 'GBP', localeOf(i18n.language))}
        </DataCell>
      </DataRow>
    </DataTable>
  );
}
