import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { useTranslation } from '../../lib/i18n-react';
import { PageHeader } from '../ui/PageHeader';
import { AGREEMENTS_PATH } from './paths';

/** An agreement or acceptance that is not the reader's (or does not exist), or could not be loaded; a way back. */
export function AgreementNotFound({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('portal-agreements');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader title={title} path={AGREEMENTS_PATH} lead="" />
      <div className="mt-6 space-y-4" data-testid="agreement-not-found">
        <Alert tone="error">{message}</Alert>
        <Link href={AGREEMENTS_PATH} className="inline-block font-semibold text-navy-800 underline underline-offset-2">
          {t('detail.back')}
        </Link>
      </div>
    </div>
  );
}
