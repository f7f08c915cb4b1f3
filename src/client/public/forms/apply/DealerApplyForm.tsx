import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import type { CategoryNode } from '../../../../shared/content/content.types';
import { APPLICATION_TYPES, DEALERSHIP_TYPES } from '../../../../shared/enquiries/form-options';
import { localizedField, type Locale } from '../../../../shared/locales';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/fields';
import { useTRPC } from '../../../trpc';
import { usePageLocale } from '../../catalog/use-locale-param';
import { clearDraft } from '../../enquiry/draft';
import { Consents } from '../kit/Consents';
import { CountrySelect } from '../kit/CountrySelect';
import { ChoiceGroup, type Choice } from '../../../components/form/ChoiceGroup';
import { FormSection } from '../../../components/form/FormSection';
import { FormDone } from '../kit/FormDone';
import { Honeypot } from '../kit/Honeypot';
import { SendErrors, useSendErrors } from '../kit/SendErrors';
import { useFormDraft } from '../kit/use-draft';
import { useSend } from '../kit/use-send';
import { idOf, idsOf } from '../kit/values';

interface ApplyValues {
  applicationType: string;
  dealershipType: string;
  productRange: string[];
  companyName: string;
  companyEmail: string;
  companyTelephone: string;
  companyAddress: string;
  countryId: string;
  companyVATNumber: string;
  contactName: string;
  industrySectorId: string;
  message: string;
  terms: boolean;
  marketing: boolean;
  website: string;
}

const EMPTY: ApplyValues = {
  applicationType: '',
  dealershipType: '',
  productRange: [],
  companyName: '',
  companyEmail: '',
  companyTelephone: '',
  companyAddress: '',
  countryId: '',
  companyVATNumber: '',
  contactName: '',
  industrySectorId: '',
  message: '',
  terms: false,
  marketing: false,
  website: '',
};

const DRAFT = 'form:dealer-application';

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
  const form = useForm<ApplyValues>();
  const { register, handleSubmit, reset, setFocus } = form;
  useFormDraft(form, DRAFT);
  const { send, again, done, pending, error } = useSend();
  const { errors, fieldError } = useSendErrors(error);
  const optional = (key: string) => t('optional', { label: t(key) });

  const onSubmit = handleSubmit(async (values) => {
    const sent = await send({
      kind: 'dealer-application',
      applicationType: values.applicationType,
      dealershipType: values.dealershipType,
      productRange: idsOf(values.productRange),
      companyName: values.companyName,
      companyEmail: values.companyEmail,
      companyTelephone: values.companyTelephone,
      companyAddress: values.companyAddress,
      countryId: idOf(values.countryId),
      companyVATNumber: values.companyVATNumber,
      contactName: values.contactName,
      industrySectorId: idOf(values.industrySectorId),
      message: values.message,
      consents: { terms: values.terms, marketing: values.marketing },
      website: values.website,
    });
    if (sent) {
      reset(EMPTY);
      clearDraft(DRAFT);
    }
  });

  if (done) return <FormDone message={done} onAgain={again} />;

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
    <form onSubmit={onSubmit} noValidate className="relative space-y-6" aria-labelledby="apply-form-title">
      <h2 id="apply-form-title" className="text-2xl font-bold text-navy-900">
        {t('apply.formTitle')}
      </h2>
      <p className="text-sm text-slate-600">
        {t('requiredNote')} {t('draftNote')}
      </p>
      <SendErrors error={error} errors={errors} labels={labels} onPick={(name) => setFocus(name as keyof ApplyValues)} />

      <FormSection title={t('apply.sectionApplication')}>
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
      </FormSection>

      <FormSection title={t('apply.sectionCompany')}>
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
      </FormSection>

      <Honeypot registration={register('website')} />
      <Consents terms={register('terms')} marketing={register('marketing')} errors={{ terms: errors.fields.terms }} />
      <SubmitButton pending={pending}>{pending ? t('sending') : t('send.dealer-application')}</SubmitButton>
    </form>
  );
}
