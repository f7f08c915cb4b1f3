import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { CompanyReturnDetail, CompanyReturnRow } from '../../../shared/returns/portal-returns.types';
import { Printouts } from '../../account/returns/Printouts';
import { StatusTimeline } from '../../account/returns/StatusTimeline';
import { ReturnSelfService } from '../../account/returns/self-service/ReturnSelfService';
import { useSession } from '../../lib/session';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Fact, Facts } from '../../components/ui/Facts';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { DateText } from '../../components/ui/DateText';
import { formatMoney } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';
import { StateBadge } from '../../components/ui/StateBadge';
import { RETURN_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * One return of the company in a dialog (there is no detail page): the facts, the items and the status history, read
 * through portal.returns.get. `row` is the list's row that opened it (null: closed).
 */
export function ReturnDetailDialog({ row, onClose }: { row: Pick<CompanyReturnRow, 'id' | 'rmaNumber'> | null; onClose(): void }) {
  const { t } = useTranslation('portal-pages');
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.portal.returns.get.queryOptions({ id: row?.id ?? 0 }), enabled: row !== null });
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={row ? t('returns.detail.title', { rma: row.rmaNumber }) : ''}
      size="lg"
    >
      <div data-testid="company-return-detail">
        <Loaded query={detail}>{(data) => <DetailBody detail={data} />}</Loaded>
        <div className="mt-6 flex justify-end">
          <Button look="outline" onClick={onClose}>
            {t('returns.detail.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function DetailBody({ detail }: { detail: CompanyReturnDetail }) {
  const { t, i18n } = useTranslation(['portal-pages', 'returns']);
  const d = (key: string) => t(`returns.detail.${key}`);
  const { company, contact } = detail.endCustomer;
  const role = useSession().user?.role;
  return (
    <div className="space-y-6 text-sm">
      <Facts>
        <Fact label={d('status')}>
          <StateBadge of={RETURN_STATUS_BADGES} state={detail.status} />
        </Fact>
        <Fact label={d('type')}>{t(`returns:bookingTypes.${detail.bookingType}`)}</Fact>
        <Fact label={d('bookedOn')}>
          <DateText value={detail.createdAt} />
        </Fact>
        {detail.bookedBy && <Fact label={d('bookedBy')}>{detail.bookedBy}</Fact>}
        {detail.repairCentre && <Fact label={d('repairCentre')}>{detail.repairCentre}</Fact>}
        {(company || contact) && <Fact label={d('endCustomer')}>{company || contact}</Fact>}
        {detail.contact.name && <Fact label={d('contact')}>{detail.contact.name}</Fact>}
        {detail.contact.email && (
          <Fact label={d('email')}>
            <a href={`mailto:${detail.contact.email}`} className="break-all text-navy-800 underline underline-offset-2">
              {detail.contact.email}
            </a>
          </Fact>
        )}
        {detail.contact.telephone && <Fact label={d('telephone')}>{detail.contact.telephone}</Fact>}
        <Fact label={t('returns:fields.carrier')}>{detail.carrier === 'other' ? detail.carrierOther || t('returns:carriers.other') : t(`returns:carriers.${detail.carrier}`)}</Fact>
        {detail.trackingNumber && (
          <Fact label={t('returns:fields.trackingNumber')}>
            <span className="font-mono break-all">{detail.trackingNumber}</span>
          </Fact>
        )}
        {detail.costPence !== null && (
          <Fact label={d('cost')}>
            <span className="tabular">{formatMoney(detail.costPence, 'GBP', localeOf(i18n.language))}</span>
          </Fact>
        )}
      </Facts>
      <Part id="return-detail-items" title={d('items')}>
        <ul className="mt-2 divide-y divide-slate-200 rounded border border-slate-200" data-testid="company-return-items">
          {detail.lines.map((line, index) => (
            <li key={index} className="grid gap-1 px-3 py-2 sm:grid-cols-4 sm:gap-3">
              <span className="font-medium text-navy-900">{line.itemName}</span>
              <span>
                <span className="sr-only">{d('itemColumns.part')}: </span>
                {t(`returns:parts.${line.part}`)}
                {line.part === 'single-part' && line.partName ? ` (${line.partName})` : ''}
              </span>
              <span className="font-mono text-xs tabular">
                <span className="sr-only">{d('itemColumns.serialNumber')}: </span>
                {line.serialNumber || <span className="font-sans text-slate-500">{t('returns.noSerial')}</span>}
              </span>
              {line.orderNumber && (
                <span>
                  <span className="text-slate-600">{d('itemColumns.orderNumber')}: </span>
                  {line.orderNumber}
                </span>
              )}
            </li>
          ))}
        </ul>
      </Part>
      {/* An admin reads every company's returns here but acts from the back office (DECISIONS: portal records). */}
      {role !== 'admin' && <ReturnSelfService detail={detail} face="portal" headingLevel={3} />}
      <Part id="return-detail-printouts" title={t('returns:printouts.title')}>
        <div className="mt-3">
          <Printouts id={detail.id} />
        </div>
      </Part>
      <Part id="return-detail-history" title={d('history')}>
        <div className="mt-3 pl-2">
          <StatusTimeline history={detail.history} />
        </div>
      </Part>
    </div>
  );
}

/** A titled part of the dialog (items, printouts, history), named by its heading for screen readers. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-base font-semibold text-navy-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
