import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { WORKS_ADDRESS } from '../../../shared/enquiries/form-options';
import { BOOKING_TYPES } from '../../../shared/returns/enums';
import type { RepairCentre } from '../../../shared/returns/return.schema';
import { useTRPC } from '../../trpc';
import { CountryField } from './CountryField';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { LoadFailed } from '../../components/ui/Loaded';
import { Panel } from '../../components/ui/Panel';
import { fieldId } from './field-id';
import { centreValue } from './form-values';
import { localeOf } from '../../../shared/locales';
import { declarationHref } from './paths';
import { useReturnForm } from './use-return-form';
import { DownloadIcon } from '../../components/ui/action-icons';

/** Send from (the UK, or outside it and from where), the booking type, and the repair centre. */
export function BookingSections() {
  const { t } = useTranslation('returns');
  const { register, errorOf, control } = useReturnForm();
  const sendFrom = useWatch({ control, name: 'sendFrom' });
  return (
    <>
      <Panel id="return-send-from" title={t('form.sections.sendFrom')}>
        <ChoiceGroup
          type="radio"
          id={fieldId('sendFrom')}
          legend={t('form.legends.sendFrom')}
          hint={t('form.sendFromHint')}
          choices={[
            { value: 'uk', label: t('sendFrom.uk') },
            { value: 'outside-uk', label: t('sendFrom.outside-uk') },
          ]}
          error={errorOf('sendFrom')}
          registration={register('sendFrom')}
        >
          {sendFrom === 'outside-uk' && (
            <div className="pl-6">
              <CountryField path="sendFromCountry" label={t('fields.sendFromCountry')} />
            </div>
          )}
        </ChoiceGroup>
      </Panel>
      <Panel id="return-booking-type" title={t('form.sections.bookingType')}>
        <ChoiceGroup
          type="radio"
          id={fieldId('bookingType')}
          legend={t('form.legends.bookingType')}
          choices={BOOKING_TYPES.map((type) => ({ value: type, label: t(`bookingTypes.${type}`), detail: t(`bookingTypeHints.${type}`) }))}
          error={errorOf('bookingType')}
          registration={register('bookingType')}
        />
      </Panel>
      <RepairCentreSection />
      <FormsSection />
    </>
  );
}

/** While the list loads (or if it fails), Voltara's own works, the server's first centre, are there to choose. */
const VOLTARA_FALLBACK: RepairCentre = { id: null, name: WORKS_ADDRESS[0], address: WORKS_ADDRESS.slice(1) };

/** Voltara's works first (the server's order), then certified partners with service rights, each with its address. */
function RepairCentreSection() {
  const { t } = useTranslation('returns');
  const trpc = useTRPC();
  const { register, errorOf } = useReturnForm();
  const centres = useQuery(trpc.account.returns.repairCentres.queryOptions());
  return (
    <Panel id="return-centre" title={t('form.sections.centre')}>
      {centres.isError && <LoadFailed retry={centres.refetch} />}
      <ChoiceGroup
        type="radio"
        id={fieldId('repairCentreId')}
        legend={t('form.legends.centre')}
        choices={(centres.data ?? [VOLTARA_FALLBACK]).map((centre) => ({
          value: centreValue(centre.id),
          label: centre.name,
          detail: centre.address.length > 0 ? centre.address.join(', ') : undefined,
        }))}
        error={errorOf('repairCentreId')}
        registration={register('repairCentreId')}
      />
    </Panel>
  );
}

/** The declaration to fill in and pack with the instrument, in the page's language. */
function FormsSection() {
  const { t, i18n } = useTranslation('returns');
  return (
    <Panel id="return-forms" title={t('form.sections.forms')}>
      <p className="text-sm text-slate-700">{t('form.formsText')}</p>
      <a
        href={declarationHref(localeOf(i18n.language))}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-2 font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900"
      >
        <DownloadIcon />
        {t('form.declaration')}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    </Panel>
  );
}
