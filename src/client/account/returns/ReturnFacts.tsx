import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { ReturnDetail } from '../../../shared/returns/return.schema';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { DateText } from '../../components/ui/DateText';
import { Fact, Facts } from '../../components/ui/Facts';
import { formatMoney } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';
import { StateBadge } from '../../components/ui/StateBadge';
import { RETURN_STATUS_BADGES } from '../../components/ui/state-looks';

/** What was booked: status, date, booking type, repair centre, where from, carrier, shipping invoice, any cost. */
export function ReturnFacts({ detail }: { detail: ReturnDetail }) {
  const { t, i18n } = useTranslation('returns');
  const sendFrom = detail.sendFrom === 'uk' ? t('sendFrom.uk') : `${t('sendFrom.outside-uk')}: ${detail.sendFromCountry || detail.invoiceAddress.country}`;
  const carrier = detail.carrier === 'other' ? detail.carrierOther || t('carriers.other') : t(`carriers.${detail.carrier}`);
  const facts: Array<[string, ReactNode]> = [
    [t('detail.status'), <StateBadge of={RETURN_STATUS_BADGES} state={detail.status} />],
    [t('detail.bookedOn'), <DateText value={detail.createdAt} />],
    [t('fields.bookingType'), t(`bookingTypes.${detail.bookingType}`)],
    [t('fields.centre'), detail.repairCentre],
    [t('fields.sendFrom'), sendFrom],
    [t('fields.carrier'), carrier],
    ...(detail.trackingNumber ? [[t('fields.trackingNumber'), <span className="font-mono break-all">{detail.trackingNumber}</span>] as [string, ReactNode]] : []),
    [t('fields.shippingInvoice'), t(`shippingInvoices.${detail.shippingInvoice}`)],
  ];
  if (detail.costPence !== null) facts.push([t('detail.cost'), <span className="tabular">{formatMoney(detail.costPence, 'GBP', localeOf(i18n.language))}</span>]);
  return (
    <Facts layout="grid" columns={2} className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </Facts>
  );
}

/** The items sent: each with its part, serial and order numbers, and value. */
export function ReturnItems({ lines }: { lines: ReturnDetail['lines'] }) {
  const { t, i18n } = useTranslation('returns');
  const columns = [t('detail.columns.item'), t('detail.columns.part'), t('detail.columns.serialNumber'), t('detail.columns.orderNumber'), t('detail.columns.value')];
  const none = (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('none')}</span>
    </span>
  );
  return (
    <DataTable caption={t('detail.items')} columns={columns} testId="return-items">
      {lines.map((line, index) => (
        <DataRow key={index}>
          <DataCell label={columns[0]!} primary>
            <span className="font-semibold break-words text-navy-900">{line.itemName}</span>
          </DataCell>
          <DataCell label={columns[1]!}>{line.part === 'single-part' && line.partName ? `${t('parts.single-part')}: ${line.partName}` : t(`parts.${line.part}`)}</DataCell>
          <DataCell label={columns[2]!}>{line.serialNumber ? <span className="font-mono tabular">{line.serialNumber}</span> : none}</DataCell>
          <DataCell label={columns[3]!}>{line.orderNumber || none}</DataCell>
          <DataCell label={columns[4]!}>
            <span className="tabular">{formatMoney(line.valuePence, 'GBP', localeOf(i18n.language))}</span>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
