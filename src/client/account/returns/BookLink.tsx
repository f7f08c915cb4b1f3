import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { NEW_RETURN_PATH } from './paths';

/** "Book a return": the list's main action, and the empty list's way on. */
export function BookLink() {
  const { t } = useTranslation('returns');
  return (
    <Link href={NEW_RETURN_PATH} className="inline-block rounded bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800">
      {t('list.book')}
    </Link>
  );
}
