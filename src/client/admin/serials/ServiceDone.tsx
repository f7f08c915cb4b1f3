import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { LINK } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import { certificatePath, certificatePdfHref } from './paths';
import type { RecordedService } from './types';
import { DateText } from '../../components/ui/DateText';
import { DownloadIcon } from '../../components/ui/action-icons';

/**
 * The answer to a recorded service, which takes the focus so it is read: for a calibration, the certificate's
 * number with its PDF and its page, and the instrument's new next due date.
 */
export function ServiceDone({ recorded, onAnother }: { recorded: RecordedService; onAnother(): void }) {
  const { t } = useTranslation('admin-service');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { certificate } = recorded;
  return (
    <section aria-labelledby="service-done-heading" className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-5 text-green-900" data-testid="service-done">
      <h2 id="service-done-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        <span aria-hidden="true">✓ </span>
        {t('service.done.title')}
      </h2>
      {certificate && (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span>{t('service.done.certificate')}</span>
          <Link href={certificatePath(certificate.id)} className={`${LINK} tabular`} data-testid="service-certificate">
            {certificate.number}
          </Link>
          <a href={certificatePdfHref(certificate.id)} download className={LINK}>
            <DownloadIcon />{' '}
            {t('certificates.pdf')}
            <span className="sr-only"> {certificate.number}</span>
          </a>
        </p>
      )}
      <p>
        {t('service.done.nextDue')} <DateText value={recorded.nextDueOn} />
      </p>
      <Button look="outline" onClick={onAnother}>
        {t('service.done.another')}
      </Button>
    </section>
  );
}
