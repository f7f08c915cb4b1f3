import { useTranslation } from '../../lib/i18n-react';
import { Link, useSearch } from 'wouter';
import { ReferenceTable } from './ReferenceTable';
import { ResourceShell } from './ResourceShell';
import { LINK } from '../../components/ui/format';
import { Part } from '../../components/ui/Part';
import { useThicknessInput, VoltageForm } from './VoltageForm';
import { VoltageResults } from './VoltageResults';

/**
 * /resources/testvoltage?thickness=&unit=: the calculator (a GET form the server answers, live once the app runs),
 * then the reference table from the same functions, then where each formula comes from.
 */
export function TestVoltagePage() {
  const { t } = useTranslation('resources');
  const input = useThicknessInput(new URLSearchParams(useSearch()));
  return (
    <ResourceShell routeId="testVoltage" lead={t('testVoltage.lead')}>
      <Part id="calculator" title={t('testVoltage.calculator')}>
        <VoltageForm input={input} />
        <VoltageResults parsed={input.parsed} />
      </Part>
      <Part id="reference" title={t('testVoltage.referenceTitle')}>
        <p className="mt-3 max-w-3xl text-slate-700">{t('testVoltage.referenceLead')}</p>
        <ReferenceTable />
      </Part>
      <Part id="notes" title={t('testVoltage.notesTitle')}>
        <ul className="mt-3 max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
          <li>{t('testVoltage.notes.manufacturer')}</li>
          <li>{t('testVoltage.notes.nace')}</li>
          <li>{t('testVoltage.notes.astm')}</li>
          <li>{t('testVoltage.notes.iso')}</li>
          <li>{t('testVoltage.notes.rounding')}</li>
        </ul>
        <p className="mt-4 text-slate-700">
          {t('testVoltage.dielectricHint')}{' '}
          <Link href="/resources/dielectricstrength" className={LINK}>
            {t('titles.dielectricStrength')}
          </Link>
        </p>
      </Part>
    </ResourceShell>
  );
}
