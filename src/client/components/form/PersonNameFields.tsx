import { useTranslation } from '../../lib/i18n-react';
import { PERSON_TITLES } from '../../../shared/enquiries/form-options';
import { SelectField, TextField, type FieldBinding } from './fields';

/**
 * A person's title and names in one row, as the contact form and the profile ask them, in the namespace `ns` (both
 * word them alike). `marks` is the form's way of saying what is required: 'optional' marks the optional title (the
 * public forms are "required unless marked"), 'required' stars the names (the account's forms).
 */
export function PersonNameFields({ ns, marks, bind }: { ns: 'forms' | 'profile'; marks: 'optional' | 'required'; bind(name: 'title' | 'firstName' | 'lastName'): FieldBinding }) {
  const { t } = useTranslation(ns);
  const required = marks === 'required' ? { required: true } : { 'aria-required': 'true' as const };
  return (
    <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
      <SelectField label={marks === 'optional' ? t('optional', { label: t('fields.title') }) : t('fields.title')} autoComplete="honorific-prefix" {...bind('title')}>
        <option value="">{t('fields.noTitle')}</option>
        {PERSON_TITLES.map((title) => (
          <option key={title} value={title}>
            {t(`personTitles.${title}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('fields.firstName')} autoComplete="given-name" {...required} {...bind('firstName')} />
      <TextField label={t('fields.lastName')} autoComplete="family-name" {...required} {...bind('lastName')} />
    </div>
  );
}
