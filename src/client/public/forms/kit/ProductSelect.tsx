import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import type { TrainingSector } from '../../../../shared/enquiries/form-options';
import type { FormProduct } from '../../../../shared/enquiries/form-data.types';
import { SelectField } from '../../../components/form/fields';
import { useTRPC } from '../../../trpc';
import { usePageLocale } from '../../catalog/use-locale-param';

const optionLabel = (product: FormProduct) => (product.modelCode && !product.name.includes(product.modelCode) ? `${product.name} (${product.modelCode})` : product.name);

/**
 * The instruments a course or a calibration is booked for (public.enquiries.products). On a sector's page that
 * sector's products come first, in a group of their own.
 */
export function ProductSelect({ registration, sector, error }: { registration: UseFormRegisterReturn; sector?: TrainingSector | undefined; error?: string | undefined }) {
  const { t } = useTranslation('forms');
  const trpc = useTRPC();
  const locale = usePageLocale();
  const products = useQuery(trpc.public.enquiries.products.queryOptions({ locale }));
  const list = products.data ?? [];
  const own = sector ? list.filter((product) => product.applications.includes(sector)) : [];
  const rest = sector ? list.filter((product) => !product.applications.includes(sector)) : list;
  const options = (items: FormProduct[]) =>
    items.map((product) => (
      <option key={product.id} value={product.id}>
        {optionLabel(product)}
      </option>
    ));
  return (
    <SelectField label={t('fields.product')} error={error} hint={products.isError ? t('errors.loadFailed') : undefined} {...registration}>
      <option value="">{t('fields.chooseProduct')}</option>
      {own.length > 0 ? (
        <>
          <optgroup label={t('training.sectorProducts')}>{options(own)}</optgroup>
          <optgroup label={t('training.otherProducts')}>{options(rest)}</optgroup>
        </>
      ) : (
        options(rest)
      )}
    </SelectField>
  );
}
