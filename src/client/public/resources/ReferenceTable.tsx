import { useTranslation } from '../../lib/i18n-react';
import { referenceTable } from '../../../shared/catalog/test-voltage';
import { formatThickness } from './format';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';
import { ScrollBox } from '../../components/ui/ScrollBox';

/** Test voltages for common thicknesses, computed by the calculator's own functions (so the two never disagree). */
export function ReferenceTable() {
  const { t, i18n } = useTranslation('resources');
  const language = i18n.language;
  const cell = 'border-b border-slate-200 px-3 py-2 text-right tabular-nums';
  return (
    <ScrollBox label={t('testVoltage.tableCaption')} className="mt-4 relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="px-3 py-2 text-left text-slate-600">{t('testVoltage.tableCaption')}</caption>
        <thead className="bg-slate-50 text-navy-900">
          <tr>
            <th scope="col" className={cell}>{t('units.um')}</th>
            <th scope="col" className={cell}>{t('units.mm')}</th>
            <th scope="col" className={cell}>{t('units.mils')}</th>
            <th scope="col" className={cell}>{t('standardNames.nace-sp0188')} (V)</th>
            <th scope="col" className={cell}>{t('standardNames.astm-d5162')} (V)</th>
          </tr>
        </thead>
        <tbody>
          {referenceTable().map((row) => (
            <tr key={row.thickness.um}>
              <th scope="row" className={`${cell} font-medium`}>{formatNumber(row.thickness.um, localeOf(language))}</th>
              <td className={cell}>{formatThickness(row.thickness.mm, language)}</td>
              <td className={cell}>{formatNumber(row.thickness.mils, localeOf(language), 1)}</td>
              <td className={cell}>{formatNumber(row.nace.volts, localeOf(language))}</td>
              <td className={cell}>{formatNumber(row.astm.volts, localeOf(language))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
