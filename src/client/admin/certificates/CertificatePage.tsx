import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { isLocale } from '../../../shared/locales';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import { PageHeading } from '../../components/ui/PageHeading';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { Panel } from '../../components/ui/Panel';
import { useLanguageName } from '../enquiries/use-inbox';
import { Fact, Facts } from '../../components/ui/Facts';
import { LINK } from '../../components/ui/format';
import { certificatePath, certificatePdfHref, serialPath } from '../serials/paths';
import { recordIdOf } from '../../lib/record-id';
import type { AdminCertificate } from '../serials/types';
import { useFeedback } from '../../components/ui/use-feedback';
import { ContentView } from './ContentView';
import { certificateActions } from './reissue';
import { ReissueDialog } from './ReissueDialog';
import { RevokeDialog } from './RevokeDialog';
import { DateText } from '../../components/ui/DateText';
import { DownloadIcon } from '../../components/ui/action-icons';
import { StateBadge } from '../../components/ui/StateBadge';
import { CERTIFICATE_STATE_BADGES } from '../../components/ui/state-looks';

/**
 * /admin/certificates/{id}: all a certificate says, its state, where it is verified, what it replaced or what
 * replaced it; revoked or reissued with a corrected customer from here.
 */
export function CertificatePage({ params }: AreaProps) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const certificate = useQuery({ ...trpc.admin.certificates.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const { feedback, view } = useFeedback();

  const back = <BackLink href="/admin/certificates">{t('certificate.back')}</BackLink>;
  return (
    <RecordFrame valid={id !== null} query={certificate} back={back} notFound={t('certificate.notFound')}>
      {(data) => {
        const actions = certificateActions(data);
        return (
          <div className="space-y-5">
            {back}
            <PageHeading
              title={
                <>
                  <span className="tabular">{data.number}</span>
                  <StateBadge of={CERTIFICATE_STATE_BADGES} state={data.state} />
                </>
              }
              lead={t(`certificateKinds.${data.kind}`)}
              actions={
                <div className="flex flex-wrap items-center gap-2">
                  <a href={certificatePdfHref(data.id)} download className="rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100">
                    <DownloadIcon />{' '}
                    {t('certificates.pdf')}
                  </a>
                  {actions.reissue && <ReissueDialog key={data.id} certificate={data} />}
                  {actions.revoke && <RevokeDialog key={data.id} certificate={data} feedback={feedback} />}
                </div>
              }
            />
            {view}
            <Panel id="certificate-record" title={t('certificate.sections.record')}>
              <RecordFacts certificate={data} />
            </Panel>
            <ContentView content={data.content} />
          </div>
        );
      }}
    </RecordFrame>
  );
}

/** The certificate as a record: dates, holder, instrument, language, its verification address and its lineage. */
function RecordFacts({ certificate }: { certificate: AdminCertificate }) {
  const { t } = useTranslation('admin-service');
  const language = useLanguageName();
  return (
    <Facts testId="certificate-record">
      <Fact label={t('certificate.fields.state')}>
        <StateBadge of={CERTIFICATE_STATE_BADGES} state={certificate.state} />
      </Fact>
      <Fact label={t('certificate.fields.issuedOn')}>
        <DateText value={certificate.issuedOn} />
      </Fact>
      <Fact label={t('certificate.fields.expiresOn')}>
        <DateText value={certificate.expiresOn} />
      </Fact>
      <Fact label={t('certificate.fields.holder')}>{certificate.holder}</Fact>
      <Fact label={t('certificate.fields.serial')}>
        {certificate.serialId && (
          <Link href={serialPath(certificate.serialId)} className={`${LINK} font-mono`}>
            {certificate.serial}
          </Link>
        )}
      </Fact>
      <Fact label={t('certificate.fields.language')}>{isLocale(certificate.locale) ? language(certificate.locale) : certificate.locale}</Fact>
      <Fact label={t('certificate.fields.verifyUrl')}>
        <a href={certificate.verifyUrl} target="_blank" rel="noopener" className={`${LINK} break-all`}>
          {certificate.verifyUrl}
          <span className="sr-only"> {t('common.newTab')}</span>
        </a>
      </Fact>
      {certificate.revokedAt && (
        <Fact label={t('certificate.fields.revoked')}>
          <DateText value={certificate.revokedAt} withTime />
          {certificate.revokedReason && <span className="block whitespace-pre-line">{certificate.revokedReason}</span>}
        </Fact>
      )}
      {certificate.supersedes && (
        <Fact label={t('certificate.fields.supersedes')}>
          <Link href={certificatePath(certificate.supersedes.id)} className={`${LINK} tabular`}>
            {certificate.supersedes.number}
          </Link>
        </Fact>
      )}
      {certificate.supersededBy && (
        <Fact label={t('certificate.fields.supersededBy')}>
          <Link href={certificatePath(certificate.supersededBy.id)} className={`${LINK} tabular`}>
            {certificate.supersededBy.number}
          </Link>
        </Fact>
      )}
    </Facts>
  );
}
