import { useTranslation } from '../../lib/i18n-react';
import type { AttemptResult } from '../../../shared/courses/learner.types';
import { DownloadCertificate } from './CertificateCard';
import { TestStatus } from './TestStatus';
import { testAction } from './test-action';
import { DateText } from '../../components/ui/DateText';

/** After a pass, the certificate; after a fail, "Retake test" if allowed now, or when it will be. */
export function ResultActions({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('courses');
  if (result.passed) {
    if (!result.certificate) return null;
    return (
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="result-certificate">
        <DownloadCertificate id={result.certificate.id} />
        <p className="text-slate-700">
          {t('certificate.number')}: <span className="font-mono tabular text-navy-900">{result.certificate.number}</span>
        </p>
        <p className="text-slate-700">
          {t('certificate.expires')}: {result.certificate.expiresOn ? <DateText value={result.certificate.expiresOn} /> : t('certificate.noExpiry')}
        </p>
      </div>
    );
  }
  // This attempt exists, so a fresh start is a retake.
  const action = testAction(result.test, [{ id: result.attemptId }]);
  return (
    <div className="mt-6" data-testid="result-next">
      <TestStatus courseId={result.courseId} test={result.test} action={action} />
    </div>
  );
}
