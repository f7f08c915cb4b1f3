import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { AIR_KV_PER_MM, breakdownVolts, DIELECTRIC_MATERIALS } from '../../../shared/catalog/dielectric-strength';
import { naceSp0188, thicknessOf } from '../../../shared/catalog/test-voltage';
import { ResourceShell } from './ResourceShell';
import { LINK } from '../../components/ui/format';
import { Part } from '../../components/ui/Part';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';
import { ScrollBox } from '../../components/ui/ScrollBox';

/** The worked example of the explanation: 0.5 mm of liquid epoxy. */
const EXAMPLE_MM = 0.5;

/** /resources/dielectricstrength: typical strengths of coating materials and why the test voltage must stay below them. */
export function DielectricStrengthPage() {
  const { t, i18n } = useTranslation('resources');
  const language = i18n.language;
  const epoxy = DIELECTRIC_MATERIALS.find((material) => material.id === 'epoxy')!;
  const cell = 'border-b border-slate-200 px-3 py-2';
  return (
    <ResourceShell routeId="dielectricStrength" lead={t('dielectric.lead')}>
      <Part id="table" title={t('dielectric.tableTitle')}>
        <ScrollBox label={t('dielectric.tableCaption')} className="mt-4 relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="px-3 py-2 text-left text-slate-600">{t('dielectric.tableCaption')}</caption>
            <thead className="bg-slate-50 text-navy-900">
              <tr>
                <th scope="col" className={`${cell} text-left`}>{t('dielectric.material')}</th>
                <th scope="col" className={`${cell} text-right`}>{t('dielectric.strength')}</th>
              </tr>
            </thead>
            <tbody>
              {DIELECTRIC_MATERIALS.map((material) => (
                <tr key={material.id}>
                  <th scope="row" className={`${cell} text-left font-medium`}>{t(`dielectric.materials.${material.id}`)}</th>
                  <td className={`${cell} text-right tabular-nums`}>
                    {t('dielectric.range', { min: formatNumber(material.min, localeOf(language)), max: formatNumber(material.max, localeOf(language)) })}
                  </td>
                </tr>
              ))}
              <tr className="text-slate-600">
                <th scope="row" className={`${cell} text-left font-normal italic`}>{t('dielectric.air')}</th>
                <td className={`${cell} text-right tabular-nums`}>{t('dielectric.approx', { value: formatNumber(AIR_KV_PER_MM, localeOf(language)) })}</td>
              </tr>
            </tbody>
          </table>
        </ScrollBox>
      </Part>
      <Part id="why" title={t('dielectric.whyTitle')}>
        <div className="mt-3 max-w-3xl space-y-3 text-slate-700">
          <p>{t('dielectric.why1')}</p>
          <p>{t('dielectric.why2')}</p>
          <p>
            {t('dielectric.example', {
              mm: formatNumber(EXAMPLE_MM, localeOf(language), 1),
              breakdown: formatNumber(breakdownVolts(epoxy, EXAMPLE_MM), localeOf(language)),
              test: formatNumber(naceSp0188(thicknessOf(EXAMPLE_MM, 'mm')).volts, localeOf(language)),
            })}
          </p>
          <p>
            <Link href="/resources/testvoltage" className={LINK}>
              {t('titles.testVoltage')}
            </Link>
            {' · '}
            <Link href="/products/dc-holiday-detectors" className={LINK}>
              {t('testVoltage.catalogueLink')}
            </Link>
          </p>
        </div>
      </Part>
      <Part id="sources" title={t('dielectric.sourcesTitle')}>
        <p className="mt-3 max-w-3xl text-slate-700">{t('dielectric.sources')}</p>
      </Part>
    </ResourceShell>
  );
}
