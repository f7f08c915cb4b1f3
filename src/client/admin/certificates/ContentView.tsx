import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { CalibrationContent, CertificateContent, ConformityContent, TrainingContent } from '../../../shared/certificates/certificate.schema';
import { Panel } from '../../components/ui/Panel';
import { Fact, Facts } from '../../components/ui/Facts';
import { ReadingsTable, ReferencesTable } from '../serials/ReadingsTable';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';

/** A stored day in the content ("" when none was recorded). */
const On = ({ value }: { value: string }) => <DateText value={value || null} />;
const Lines = ({ text }: { text: string }) => <span className="whitespace-pre-line">{text}</span>;

/**
 * Everything the certificate says, as frozen when it was issued: who issued it, for whom, for which instrument (or
 * course), the kind's own facts, and who signed it. The PDF is drawn from the same content.
 */
export function ContentView({ content }: { content: CertificateContent }) {
  const { t } = useTranslation('admin-service');
  return (
    <>
      <Panel id="certificate-parties" title={t('certificate.sections.parties')}>
        <Facts testId="certificate-parties">
          <Fact label={t('certificate.content.laboratory')}>
            <Lines text={[content.laboratory.name, content.laboratory.address].filter(Boolean).join('\n')} />
          </Fact>
          <Fact label={t('certificate.content.accreditation')}>{content.laboratory.accreditation}</Fact>
          {content.kind === 'training' ? (
            <Fact label={t('certificate.content.learner')}>{[content.learner.name, content.learner.company].filter(Boolean).join(', ')}</Fact>
          ) : (
            <>
              <Fact label={t('certificate.content.customer')}>
                <Lines text={[content.customer.name, content.customer.company, content.customer.address].filter(Boolean).join('\n')} />
              </Fact>
              <Fact label={t('certificate.content.instrument')}>{content.instrument.name}</Fact>
              <Fact label={t('certificate.content.model')}>{content.instrument.model}</Fact>
              <Fact label={t('certificate.content.serial')}>{content.instrument.serial && <span className="font-mono">{content.instrument.serial}</span>}</Fact>
            </>
          )}
          <Fact label={t('certificate.content.signatory')}>{[content.signatory.name, content.signatory.role].filter(Boolean).join(', ')}</Fact>
        </Facts>
      </Panel>
      {content.kind === 'calibration' && <CalibrationView content={content} />}
      {content.kind === 'conformity' && <ConformityView content={content} />}
      {content.kind === 'training' && <TrainingView content={content} />}
    </>
  );
}

function CalibrationView({ content }: { content: CalibrationContent }) {
  const { t } = useTranslation('admin-service');
  const statements: Array<[string, ReactNode]> = [
    [t('certificate.content.uncertaintyStatement'), content.uncertaintyStatement],
    [t('certificate.content.traceability'), content.traceability],
    [t('certificate.content.remarks'), content.remarks],
  ];
  return (
    <>
      <Panel id="certificate-calibration" title={t('certificate.sections.calibration')}>
        <Facts>
          <Fact label={t('certificate.content.calibratedOn')}>
            <On value={content.calibratedOn} />
          </Fact>
          <Fact label={t('certificate.content.receivedOn')}>
            <On value={content.receivedOn} />
          </Fact>
          <Fact label={t('certificate.content.procedure')}>{content.procedure}</Fact>
          <Fact label={t('certificate.content.temperature')}>{content.environment.temperatureC && `${content.environment.temperatureC} °C`}</Fact>
          <Fact label={t('certificate.content.humidity')}>{content.environment.humidityPct && `${content.environment.humidityPct} %`}</Fact>
          <Fact label={t('certificate.content.interval')}>
            {content.recommendedIntervalMonths === null ? t('certificate.content.intervalNotPrinted') : t('certificate.content.months', { count: content.recommendedIntervalMonths })}
          </Fact>
        </Facts>
      </Panel>
      <Panel id="certificate-references" title={t('certificate.sections.references')}>
        <ReferencesTable references={content.references} caption={t('certificate.sections.references')} />
      </Panel>
      <Panel id="certificate-readings" title={t('certificate.sections.readings')}>
        <ReadingsTable readings={content.results} caption={t('certificate.sections.readings')} />
      </Panel>
      <Statements items={statements} />
    </>
  );
}

function ConformityView({ content }: { content: ConformityContent }) {
  const { t } = useTranslation('admin-service');
  return (
    <Panel id="certificate-conformity" title={t('certificate.sections.conformity')}>
      <Facts>
        <Fact label={t('certificate.content.builtOn')}>
          <On value={content.builtOn} />
        </Fact>
        <Fact label={t('certificate.content.standards')}>
          {content.standards.length > 0 && (
            <ul className="list-inside list-disc">
              {content.standards.map((standard) => (
                <li key={standard}>{standard}</li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact label={t('certificate.content.statement')}>{content.statement && <Lines text={content.statement} />}</Fact>
      </Facts>
    </Panel>
  );
}

function TrainingView({ content }: { content: TrainingContent }) {
  const { t } = useTranslation('admin-service');
  const { number } = useFormat();
  return (
    <Panel id="certificate-training" title={t('certificate.sections.training')}>
      <Facts>
        <Fact label={t('certificate.content.course')}>{content.course.title}</Fact>
        <Fact label={t('certificate.content.hours')}>{content.course.hours}</Fact>
        <Fact label={t('certificate.content.passedOn')}>
          <On value={content.passedOn} />
        </Fact>
        <Fact label={t('certificate.content.score')}>{`${number(content.scorePct)} %`}</Fact>
      </Facts>
    </Panel>
  );
}

function Statements({ items }: { items: Array<[string, ReactNode]> }) {
  const { t } = useTranslation('admin-service');
  return (
    <Panel id="certificate-statements" title={t('certificate.sections.statements')}>
      <Facts>
        {items.map(([label, value]) => (
          <Fact key={label} label={label}>
            {typeof value === 'string' && value ? <Lines text={value} /> : value}
          </Fact>
        ))}
      </Facts>
    </Panel>
  );
}
