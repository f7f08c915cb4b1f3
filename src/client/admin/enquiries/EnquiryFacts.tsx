import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { EnquiryDetail } from '../../../shared/enquiries/inbox.schema';
import { useLanguageName } from './use-inbox';
import { useFormat } from '../../lib/use-format';
import { LINK } from '../../components/ui/format';
import { Fact, Facts } from '../../components/ui/Facts';

/** Who sent it and how to reach them: the common columns of every form. */
export function SenderFacts({ enquiry }: { enquiry: EnquiryDetail }) {
  const { t } = useTranslation('admin-enquiries');
  const language = useLanguageName();
  return (
    <Facts testId="enquiry-sender">
      <Fact label={t('detail.fields.name')}>{enquiry.name}</Fact>
      <Fact label={t('detail.fields.email')}>
        <a href={`mailto:${enquiry.email}`} className={LINK}>
          {enquiry.email}
        </a>
      </Fact>
      <Fact label={t('detail.fields.company')}>{enquiry.company}</Fact>
      <Fact label={t('detail.fields.telephone')}>
        {enquiry.telephone && (
          <a href={`tel:${enquiry.telephone.replace(/[^+\d]/g, '')}`} className={LINK}>
            {enquiry.telephone}
          </a>
        )}
      </Fact>
      <Fact label={t('detail.fields.country')}>{enquiry.country}</Fact>
      <Fact label={t('detail.fields.language')}>{language(enquiry.locale)}</Fact>
      <Fact label={t('detail.fields.account')}>
        {enquiry.account ? (
          <Link href={`/admin/users/${encodeURIComponent(enquiry.account.id)}`} className={LINK}>
            {enquiry.account.name} ({enquiry.account.email})
          </Link>
        ) : (
          <span className="text-slate-600">{t('detail.noAccount')}</span>
        )}
      </Fact>
    </Facts>
  );
}

/** The product (and option) the form was sent from, with links to its public page and its catalogue page. */
export function ProductFacts({ product }: { product: NonNullable<EnquiryDetail['product']> }) {
  const { t } = useTranslation('admin-enquiries');
  const named = (name: string, code: string) => (code ? `${name} (${code})` : name);
  const publicPath = product.option ? `/product/${product.slug}/${product.option.slug}` : `/product/${product.slug}`;
  const adminPath = product.option ? `/admin/products/${product.id}/options/${product.option.id}` : `/admin/products/${product.id}`;
  return (
    <div className="space-y-2" data-testid="enquiry-product">
      <Facts>
        <Fact label={t('detail.product')}>{named(product.name, product.modelCode)}</Fact>
        {product.option && <Fact label={t('detail.option')}>{named(product.option.name, product.option.modelCode)}</Fact>}
      </Facts>
      <p className="flex flex-wrap gap-4 text-sm">
        <a href={publicPath} target="_blank" rel="noopener" className={LINK}>
          {t('detail.viewProduct')}
        </a>
        <Link href={adminPath} className={LINK}>
          {t('detail.editProduct')}
        </Link>
      </p>
    </div>
  );
}

/** The customer's own registered instrument a calibration was booked for, linked to its record (a fact of the details). */
export function InstrumentRow({ instrument }: { instrument: NonNullable<EnquiryDetail['instrument']> }) {
  const { t } = useTranslation('admin-enquiries');
  return (
    <Fact label={t('detail.registeredInstrument')} testId="enquiry-instrument">
      <Link href={`/admin/serials/${instrument.id}`} className={LINK}>
        {instrument.number}
      </Link>
    </Fact>
  );
}

/** The consents stored with the enquiry, each with the moment it was given (or refused). */
export function ConsentList({ consents }: { consents: EnquiryDetail['consents'] }) {
  const { t } = useTranslation('admin-enquiries');
  const { dateTime } = useFormat();
  if (consents.length === 0) return <p className="text-slate-600">{t('detail.noConsents')}</p>;
  return (
    <ul className="space-y-1" data-testid="enquiry-consents">
      {consents.map((consent) => (
        <li key={consent.kind} className="flex flex-wrap items-baseline gap-x-2">
          <span aria-hidden="true" className={consent.given ? 'text-green-700' : 'text-red-700'}>
            {consent.given ? '✓' : '✗'}
          </span>
          <span className="font-semibold">{t(`detail.consentKinds.${consent.kind}`, { defaultValue: consent.kind })}</span>
          <span className="text-sm text-slate-600">
            <time dateTime={consent.at}>
              {t(consent.given ? 'detail.consentGiven' : 'detail.consentRefused', { when: dateTime(consent.at) })}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
