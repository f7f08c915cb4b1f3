import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import type { CategoryNode } from '../../../../shared/content/content.types';
import { APPLICATION_TYPES, DEALERSHIP_TYPES } from '../../../../shared/enquiries/form-options';
import { localizedField, type Locale } from '../../../../shared/locales';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { useTRPC } from '../../../trpc';
import { usePageLocale } from '../../catalog/use-locale-param';
import { CountrySelect } from '../../../components/form/CountrySelect';
import { ChoiceGroup, type Choice } from '../../../components/form/ChoiceGroup';
import { Panel } from '../../../components/ui/Panel';
import { FormEnd } from '../kit/FormEnd';
import { PublicForm } from '../kit/PublicForm';
import { usePublicForm } from '../kit/use-public-form';
import { FORM_END_EMPTY, idOf, idsOf, sendable } from '../kit/values';

/** The form's fields, empty: what a sent form is reset to, and their types. */
const EMPTY = {
  applicationType: '',
  dealershipType: '',
  productRange: [] as string[],
  companyName: '',
  companyEmail: '',
  companyTelephone: '',
  companyAddress: '',
  countryId: '',
  companyVATNumber: '',
  contactName: '',
  industrySectorId: '',
  message: '',
  ...FORM_END_EMPTY,
};

/** The catalogue's categories under the root (the menus' tree, already on the page), sub-categories indented. */
function rangeChoices(root: CategoryNode | undefined, locale: Locale): Choice[] {
  const out: Choice[] = [];
  const walk = (nodes: readonly CategoryNode[], depth: number) => {
    for (const node of nodes) {
      const name = localizedField(node, 'name', locale);
      out.push({ value: String(node.id), label: depth > 0 ? <span className="text-slate-700">{name}</span> : <span className="font-medium">{name}</span> });
      walk(node.children, depth + 1);
    }
  };
  walk(root?.children ?? [], 0);
  return out;
}

/**
 * /distributors/apply (SPEC.md sections 2 and 3 "Dealer application"): application type, type of dealership,
 * product range from the catalogue's categories, and the company details. A long form: its draft stays in the
 * browser until it is sent. The applicant is the dealer, so there is no consent to pass details to one.
 */
export function DealerApplyForm() {
  const { t } = useTranslation('forms');
  const trpc = useTRPC();
  const locale = usePageLocale();
  const categories = useQuery(trpc.public.content.categories.queryOptions({ id: 1, children: true, products: false }));
  const sectors = useQuery(trpc.public.enquiries.industrySectors.queryOptions({ locale }));
  const state = usePublicForm({ draftKey: 'form:dealer-application', empty: EMPTY });
  const { register } = state.form;
  const { fieldError } = state;
  const optional = (key: string) => t('optional', { label: t(key) });

  const onSubmit = state.submit((values) => ({
    ...sendable('dealer-application', values),
    productRange: idsOf(values.productRange),
    countryId: idOf(values.countryId),
    industrySectorId: idOf(values.industrySectorId),
  }));

  const labels: Array<[string, string]> = [
    ['applicationType', t('fields.applicationType')],
    ['dealershipType', t('fields.dealershipType')],
    ['productRange', t('fields.productRange')],
    ['companyName', t('fields.companyName')],
    ['companyEmail', t('fields.companyEmail')],
    ['companyTelephone', t('fields.companyTelephone')],
    ['companyAddress', t('fields.companyAddress')],
    ['countryId', t('fields.country')],
    ['companyVATNumber', t('fields.companyVATNumber')],
    ['contactName', t('fields.contactName')],
    ['industrySectorId', t('fields.industrySector')],
    ['message', t('fields.notes')],
    ['terms', t('consents.termsShort')],
  ];

  return (
    <PublicForm state={state} onSubmit={onSubmit} titleId="apply-form-title" title={t('apply.formTitle')} labels={labels}>
      <Panel title={t('apply.sectionApplication')}>
        <ChoiceGroup
          type="radio"
          legend={t('fields.applicationType')}
          choices={APPLICATION_TYPES.map((type) => ({ value: type, label: t(`applicationTypes.${type}`) }))}
          registration={register('applicationType')}
          error={fieldError('applicationType')}
        />
        <ChoiceGroup
          type="radio"
          legend={t('fields.dealershipType')}
          choices={DEALERSHIP_TYPES.map((type) => ({ value: type, label: t(`dealershipTypes.${type}`) }))}
          registration={register('dealershipType')}
          error={fieldError('dealershipType')}
          columns={2}
        />
        <ChoiceGroup
          type="checkbox"
          legend={t('fields.productRange')}
          hint={categories.isError ? t('errors.loadFailed') : t('fields.productRangeHint')}
          choices={rangeChoices(categories.data, locale)}
          registration={register('productRange')}
          error={fieldError('productRange')}
          columns={2}
        />
      </Panel>

      <Panel title={t('apply.sectionCompany')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('fields.companyName')} autoComplete="organization" aria-required="true" error={fieldError('companyName')} {...register('companyName')} />
          <TextField label={t('fields.contactName')} autoComplete="name" aria-required="true" error={fieldError('contactName')} {...register('contactName')} />
          <TextField label={t('fields.companyEmail')} type="email" autoComplete="email" aria-required="true" error={fieldError('companyEmail')} {...register('companyEmail')} />
          <TextField label={t('fields.companyTelephone')} type="tel" autoComplete="tel" aria-required="true" error={fieldError('companyTelephone')} {...register('companyTelephone')} />
        </div>
        <TextAreaField label={t('fields.companyAddress')} rows={3} autoComplete="street-address" aria-required="true" error={fieldError('companyAddress')} {...register('companyAddress')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CountrySelect registration={register('countryId')} error={fieldError('countryId')} />
          <TextField label={optional('fields.companyVATNumber')} error={fieldError('companyVATNumber')} {...register('companyVATNumber')} />
        </div>
        <SelectField label={t('fields.industrySector')} error={fieldError('industrySectorId')} hint={sectors.isError ? t('errors.loadFailed') : undefined} {...register('industrySectorId')}>
          <option value="">{t('fields.chooseSector')}</option>
          {(sectors.data ?? []).map((sector) => (
            <option key={sector.id} value={sector.id}>
              {sector.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={optional('fields.notes')} error={fieldError('message')} {...register('message')} />
      </Panel>

      <FormEnd state={state} label={t('send.dealer-application')} />
    </PublicForm>
  );
}
