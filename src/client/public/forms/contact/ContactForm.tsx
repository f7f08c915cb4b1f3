import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { CONTACT_KINDS, HEAR_ABOUT, INDUSTRIES, PERSON_TITLES, type ContactKind } from '../../../../shared/enquiries/form-options';
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/fields';
import { clearDraft } from '../../enquiry/draft';
import { Consents } from '../kit/Consents';
import { CountrySelect } from '../kit/CountrySelect';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { FormDone } from '../kit/FormDone';
import { Honeypot } from '../kit/Honeypot';
import { idOf, listOf } from '../kit/values';
import { SendErrors, useSendErrors } from '../kit/SendErrors';
import { useFormDraft } from '../kit/use-draft';
import { useSend } from '../kit/use-send';
import { Watch } from '../kit/Watch';
import { CONTACT_DRAFT } from './draft-key';
import { LocalDealer } from './LocalDealer';

interface ContactValues {
  requestType: ContactKind;
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  companyName: string;
  address: string;
  postcode: string;
  town: string;
  county: string;
  countryId: string;
  pleaseCall: boolean;
  message: string;
  industries: string[];
  industryOther: string;
  hearAbout: string[];
  hearAboutOther: string;
  terms: boolean;
  dealer: boolean;
  marketing: boolean;
  website: string;
}

const EMPTY: ContactValues = {
  requestType: 'contact',
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
  industries: [],
  industryOther: '',
  hearAbout: [],
  hearAboutOther: '',
  terms: false,
  dealer: false,
  marketing: false,
  website: '',
};

const DRAFT = CONTACT_DRAFT;

/**
 * /contact (SPEC.md sections 2 and 3): a message or a request for a quotation, the contact fields, the industry
 * tick-list and "how did you hear about us" (each with "other, please specify"), the local dealer of the chosen
 * country, and the consents; a quotation needs the agreement to pass the details to the local dealer. The fields
 * start empty in the server's HTML and the form reads what they hold when the app takes over (no default values).
 */
export function ContactForm() {
  const { t } = useTranslation('forms');
  const form = useForm<ContactValues>();
  const { register, handleSubmit, reset, setFocus } = form;
  useFormDraft(form, DRAFT, { requestType: 'contact' });
  const { send, again, done, pending, error } = useSend();
  const { errors, fieldError } = useSendErrors(error);
  const optional = (key: string) => t('optional', { label: t(key) });

  const onSubmit = handleSubmit(async (values) => {
    const sent = await send({
      kind: values.requestType === 'quote' ? 'quote' : 'contact',
      title: values.title,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      telephone: values.telephone,
      companyName: values.companyName,
      address: values.address,
      postcode: values.postcode,
      town: values.town,
      county: values.county,
      countryId: idOf(values.countryId),
      pleaseCall: values.pleaseCall,
      message: values.message,
      industries: listOf(values.industries),
      industryOther: listOf(values.industries).includes('other') ? values.industryOther : '',
      hearAbout: listOf(values.hearAbout),
      hearAboutOther: listOf(values.hearAbout).includes('other') ? values.hearAboutOther : '',
      consents: { terms: values.terms, dealer: values.dealer, marketing: values.marketing },
      website: values.website,
    });
    if (sent) {
      reset(EMPTY);
      clearDraft(DRAFT);
    }
  });

  if (done) return <FormDone message={done} onAgain={again} />;

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
    <form onSubmit={onSubmit} noValidate className="relative space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-2xl font-bold text-navy-900">
        {t('contact.formTitle')}
      </h2>
      <p className="text-sm text-slate-600">
        {t('requiredNote')} {t('draftNote')}
      </p>
      <SendErrors error={error} errors={errors} labels={labels} onPick={(name) => setFocus(name as keyof ContactValues)} />

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

      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <SelectField label={optional('fields.title')} autoComplete="honorific-prefix" error={fieldError('title')} {...register('title')}>
          <option value="">{t('fields.noTitle')}</option>
          {PERSON_TITLES.map((title) => (
            <option key={title} value={title}>
              {t(`personTitles.${title}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('fields.firstName')} autoComplete="given-name" aria-required="true" error={fieldError('firstName')} {...register('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" aria-required="true" error={fieldError('lastName')} {...register('lastName')} />
      </div>
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

      <Honeypot registration={register('website')} />
      <Watch form={form} name="requestType">
        {(requestType) => (
          <>
            <Consents
              terms={register('terms')}
              dealer={register('dealer')}
              marketing={register('marketing')}
              errors={{ terms: errors.fields.terms, dealer: errors.fields.dealer }}
              dealerRequired={requestType === 'quote'}
            />
            <SubmitButton pending={pending}>{pending ? t('sending') : t(`send.${requestType === 'quote' ? 'quote' : 'contact'}`)}</SubmitButton>
          </>
        )}
      </Watch>
    </form>
  );
}
