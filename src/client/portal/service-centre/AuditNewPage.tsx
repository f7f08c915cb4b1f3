import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Alert } from '../../components/ui/Alert';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { AuditForm } from './AuditForm';
import { AUDIT_NEW_PATH, AUDITS_PATH } from './paths';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';

/** /portal/audits/new: a senior walks the active audit questions of the settings; others are told they cannot. */
export default function AuditNewPage() {
  const { t } = useTranslation('portal-service');
  const trpc = useTRPC();
  const overview = useQuery(trpc.portal.audits.overview.queryOptions({}));
  const questions = useQuery(trpc.portal.audits.questions.queryOptions());
  const trail = [
    { name: t('audits.title'), path: AUDITS_PATH },
    { name: t('form.newTitle'), path: AUDIT_NEW_PATH },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <SignedInPageHeader face="portal" trail={trail} title={t('form.newTitle')} lead={t('form.lead')} />
      <div className="mt-8">
        <Loaded query={overview}>
          {(company) =>
            !company.canWrite ? (
              <div data-testid="audit-readonly">
                <Alert tone="info">{t('form.seniorsOnly')}</Alert>
              </div>
            ) : company.allCompanies ? (
              <Alert tone="info">{t('form.adminHint')}</Alert>
            ) : (
              <Loaded query={questions}>{(list) => <AuditForm questions={list} />}</Loaded>
            )
          }
        </Loaded>
      </div>
    </div>
  );
}
