import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { NEW_RETURN_PATH } from './paths';
import { SEND } from '../../components/ui/Button';

/** "Book a return": the list's main action, and the empty list's way on. */
export function BookLink() {
  const { t } = useTranslation('returns');
  return (
    <Link href={NEW_RETURN_PATH} className={`inline-block ${SEND}`}>
      {t('list.book')}
    </Link>
  );
}
