import { useTranslation } from '../../../lib/i18n-react';
import { TextField, type FieldBinding } from '../../../components/form/fields';

type More = 'telephone' | 'company' | 'companyName';

/**
 * Who sends a booking or an answer: name and e-mail (required), then the optional `more` in the form's order, the
 * company under the form's own field name; two to a row.
 */
export function SenderFields<M extends More>({ bind, more }: { bind(name: 'name' | 'email' | NoInfer<M>): FieldBinding; more: readonly M[] }) {
  const { t } = useTranslation('forms');
  const optional = (key: string) => t('optional', { label: t(key) });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('fields.name')} autoComplete="name" aria-required="true" {...bind('name')} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" aria-required="true" {...bind('email')} />
      {more.map((name) =>
        name === 'telephone' ? (
          <TextField key={name} label={optional('fields.telephone')} type="tel" autoComplete="tel" {...bind(name)} />
        ) : (
          <TextField key={name} label={optional('fields.companyName')} autoComplete="organization" {...bind(name)} />
        ),
      )}
    </div>
  );
}
