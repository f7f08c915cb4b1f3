import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { TextAreaField, TextField } from '../../components/form/fields';
import { CountrySelect } from '../../components/form/CountrySelect';
import { FormEnd } from '../forms/kit/FormEnd';
import { PublicForm } from '../forms/kit/PublicForm';
import { SenderFields } from '../forms/kit/SenderFields';
import { usePublicForm } from '../forms/kit/use-public-form';
import { SENDER_EMPTY, sendable, type SenderValues } from '../forms/kit/values';
import { productOf, type EnquiryProduct } from './product';

interface ProductEnquiryValues extends SenderValues {
  quantity: string;
}

const EMPTY: ProductEnquiryValues = { ...SENDER_EMPTY, quantity: '' };

/**
 * A product's question or enquiry (SPEC.md sections 3, 5 and 8), in the product page's dialog, which names it; built
 * like every public form (the kit: draft, form ticket, SPEC.md's summary and messages, the thanks with the dialog's
 * `close`). A question needs its text; an enquiry may say how many instruments. Voltara answers both, so sharing with
 * the local dealer is optional.
 */
export function ProductEnquiryForm({ kind, product, close }: { kind: 'product-question' | 'product-enquiry'; product: EnquiryProduct; close: ReactNode }) {
  const { t } = useTranslation('forms');
  const { t: te } = useTranslation('enquiry');
  const question = kind === 'product-question';
  const state = usePublicForm({ draftKey: `form:${kind}:${product.id}:${product.optionId ?? ''}`, empty: EMPTY, defaultValues: EMPTY });
  const { bind, fieldError } = state;
  const { register } = state.form;
  const optional = (key: string) => t('optional', { label: t(key) });
  const messageLabel = question ? te('fields.question') : optional('fields.message');

  const onSubmit = state.submit(({ quantity, ...values }) => ({ ...sendable(kind, values), ...productOf(product), ...(question ? {} : quantityOf(quantity)) }));

  const labels: Array<[string, string]> = [
    ['name', t('fields.name')],
    ['email', t('fields.email')],
    ['company', t('fields.companyName')],
    ['telephone', t('fields.telephone')],
    ['country', t('fields.country')],
    ...(question ? [] : [['quantity', te('fields.quantity')] as [string, string]]),
    ['message', question ? te('fields.question') : t('fields.message')],
    ['terms', t('consents.termsShort')],
    ['dealer', t('consents.dealerShort')],
  ];

  return (
    <PublicForm state={state} onSubmit={onSubmit} labels={labels} className="space-y-4" doneActions={close}>
      <SenderFields bind={bind} more={['company', 'telephone']} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CountrySelect registration={register('country')} valueBy="name" label={optional('fields.country')} error={fieldError('country')} />
        {!question && <TextField label={te('fields.quantity')} type="number" min={1} max={10000} inputMode="numeric" {...bind('quantity')} />}
      </div>
      <TextAreaField label={messageLabel} aria-required={question ? 'true' : undefined} {...bind('message')} />
      <FormEnd state={state} label={te(`submit.${kind}`)} dealer={register('dealer')} />
    </PublicForm>
  );
}

/**
 * The quantity as typed: an empty field leaves the server's default (one); anything else goes as it is, so 0, a
 * fraction or a word is refused beside the field instead of being stored as one (issue 30 item 12).
 */
function quantityOf(typed: string): { quantity?: number } {
  const text = typed.trim();
  return text === '' ? {} : { quantity: Number(text) };
}
