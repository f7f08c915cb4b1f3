import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { REGISTRATION_PATH } from './paths';
import { SEND } from '../../components/ui/Button';

/** "Register a product": the primary action of the product pages (a button's look, a link's behaviour). */
export function RegisterLink({ variant = 'button' }: { variant?: 'button' | 'text' }) {
  const { t } = useTranslation('instruments');
  const className =
    variant === 'button'
      ? `inline-block ${SEND}`
      : 'font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900';
  return (
    <Link href={REGISTRATION_PATH} className={className}>
      {t('products.register')}
    </Link>
  );
}
