import { pricelistsResource } from '../../../shared/trade/collections/pricelists';
import type { AreaProps } from '../../router/area-props';
import { ResourceEditPage } from '../generic/ResourceEditPage';
import { PricesPanel } from './PricesPanel';

/**
 * /admin/settings/pricelists/{id}: the price list itself (name, currency, valid from, active: the generic form) and,
 * under it, its prices by tier and quantity break (issue 12).
 */
export function PricelistPricesPage({ params }: AreaProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <div className="space-y-6">
      <ResourceEditPage def={pricelistsResource} id={valid ? id : Number.NaN} />
      {valid && (
        <div className="max-w-5xl">
          <PricesPanel pricelistId={id} />
        </div>
      )}
    </div>
  );
}
