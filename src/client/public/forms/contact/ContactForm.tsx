import { useTranslation } from '../../../lib/i18n-react';
import { CONTACT_KINDS, HEAR_ABOUT, INDUSTRIES, type ContactKind } from '../../../../shared/enquiries/form-options';
import { CheckboxField, TextAreaField, TextField } from '../../../components/form/fields';
import { PersonNameFields } from '../../../components/form/PersonNameFields';
import { CountrySelect } from '../../../components/form/CountrySelect';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { FormEnd } from '../kit/FormEnd';
import { PublicForm } from '../kit/PublicForm';
import { FORM_END_EMPTY, idOf, listOf, sendable } from '../kit/values';
import { usePublicForm } from '../kit/use-public-form';
import { Watch } from '../kit/Watch';
import { CONTACT_DRAFT } from './draft-key';
import { LocalDealer } from './LocalDealer';

/** The form's fields, empty: what a sent form is reset to, and their types. */
const EMPTY = {
  requestType: 'contact' as ContactKind,
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  telephone: '',
  companyName: '',
  address: '',
  postcode: '',
  town: '',
  county: '',
  countryId: '',
  pleaseCall: false,
  message: '',
  industries: [] as string[],
  industryOther: '',
  hearAbout: [] as string[],
  hearAboutOther: '',
  dealer: false,
  ...FORM_END_EMPTY,
};

/**
 * /contact (SPEC.md sections 2 and 3): a message or a request for a quotation, the contact fields, the industry
 * tick-list and "how did you hear about us" (each with "other, please specify"), the local dealer of the chosen
 * country, and the consents; a quotation needs the agreement to pass the details to the local dealer. The fields
 * start empty in the server's HTML and the form reads what they hold when the app takes over (no default values).
 */
export function ContactForm() {
  const { t } = useTranslation('forms');
  const state = usePublicForm({ draftKey: CONTACT_DRAFT, empty: EMPTY, pristine: { requestType: 'contact' } });
  const { form, bind, fieldError } = state;
  const { register } = form;
  const optional = (key: string) => t('optional', { label: t(key) });

  const onSubmit = state.submit(({ requestType, ...values }) => ({
    ...sendable(requestType === 'quote' ? 'quote' : 'contact', values),
    countryId: idOf(values.countryId),
    industries: listOf(values.industries),
    industryOther: listOf(values.industries).includes('other') ? values.industryOther : '',
    hearAbout: listOf(values.hearAbout),
    hearAboutOther: listOf(values.hearAbout).includes('other') ? values.hearAboutOther : '',
  }));

  const labels: Array<[string, string]> = [
    ['requestType', t('fields.requestType')],
    ['title', t('fields.title')],
    ['firstName', t('fields.firstName')],
    ['lastName', t('fields.lastName')],
    ['email', t('fields.email')],
    ['telephone', t('fields.telephone')],
    ['companyName', t('fields.companyName')],
    ['address', t('fields.address')],
    ['town', t('fields.town')],
    ['county', t('fields.county')],
    ['postcode', t('fields.postcode')],
    ['countryId', t('fields.country')],
    ['message', t('fields.message')],
    ['industries', t('industries.legend')],
    ['industryOther', t('industries.specify')],
    ['hearAbout', t('hearAbout.legend')],
    ['hearAboutOther', t('hearAbout.specify')],
    ['terms', t('consents.termsShort')],
    ['dealer', t('consents.dealerShort')],
  ];

  return (
    <PublicForm state={state} onSubmit={onSubmit} titleId="contact-form-title" title={t('contact.formTitle')} labels={labels} className="space-y-5">
      <Watch form={form} name="requestType">
        {(requestType) => (
          <ChoiceGroup
            type="radio"
            legend={t('fields.requestType')}
            choices={CONTACT_KINDS.map((kind) => ({ value: kind, label: t(`requestTypes.${kind}`) }))}
            registration={register('requestType')}
            preselected="contact"
            hint={requestType === 'quote' ? t('requestTypes.quoteHint') : undefined}
            columns={2}
          />
        )}
      </Watch>

      <PersonNameFields ns="forms" marks="optional" bind={bind} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.email')} type="email" autoComplete="email" aria-required="true" error={fieldError('email')} {...register('email')} />
        <TextField label={optional('fields.telephone')} type="tel" autoComplete="tel" error={fieldError('telephone')} {...register('telephone')} />
      </div>
      <div>
        <CheckboxField label={t('fields.pleaseCall')} {...register('pleaseCall')} />
        <p className="ml-6 text-sm text-slate-600">{t('fields.pleaseCallHint')}</p>
      </div>
      <TextField label={optional('fields.companyName')} autoComplete="organization" error={fieldError('companyName')} {...register('companyName')} />
      <TextField label={optional('fields.address')} autoComplete="street-address" error={fieldError('address')} {...register('address')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={optional('fields.town')} autoComplete="address-level2" error={fieldError('town')} {...register('town')} />
        <TextField label={optional('fields.county')} autoComplete="address-level1" error={fieldError('county')} {...register('county')} />
        <TextField label={optional('fields.postcode')} autoComplete="postal-code" error={fieldError('postcode')} {...register('postcode')} />
      </div>
      <CountrySelect registration={register('countryId')} error={fieldError('countryId')} />
      <Watch form={form} name="countryId">
        {(countryId) => <LocalDealer countryId={countryId ?? ''} />}
      </Watch>

      <TextAreaField label={t('fields.message')} aria-required="true" error={fieldError('message')} {...register('message')} />

      <ChoiceGroup
        type="checkbox"
        legend={optional('industries.legend')}
        hint={t('industries.hint')}
        choices={INDUSTRIES.map((industry) => ({ value: industry, label: t(`industries.${industry}`) }))}
        registration={register('industries')}
        error={fieldError('industries')}
        columns={3}
      >
        <Watch form={form} name="industries">
          {(industries) =>
            listOf(industries).includes('other') && <TextField label={t('industries.specify')} error={fieldError('industryOther')} {...register('industryOther')} />
          }
        </Watch>
      </ChoiceGroup>

      <ChoiceGroup
        type="checkbox"
        legend={optional('hearAbout.legend')}
        hint={t('industries.hint')}
        choices={HEAR_ABOUT.map((item) => ({ value: item, label: t(`hearAbout.${item}`) }))}
        registration={register('hearAbout')}
        error={fieldError('hearAbout')}
        columns={2}
      >
        <Watch form={form} name="hearAbout">
          {(hearAbout) =>
            listOf(hearAbout).includes('other') && <TextField label={t('hearAbout.specify')} error={fieldError('hearAboutOther')} {...register('hearAboutOther')} />
          }
        </Watch>
      </ChoiceGroup>

      <Watch form={form} name="requestType">
        {(requestType) => (
          <FormEnd state={state} label={t(`send.${requestType === 'quote' ? 'quote' : 'contact'}`)} dealer={register('dealer')} dealerRequired={requestType === 'quote'} />
        )}
      </Watch>
    </PublicForm>
  );
}
