import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import {
  detectorFor,
  testVoltages,
  thicknessOf,
  WET_SPONGE_MAX_UM,
  type FormulaBranch,
  type FormulaResult,
  type ParsedThickness,
  type TableReferenceResult,
} from '../../../shared/catalog/test-voltage';
import { formatThickness } from './format';
import { LINK } from '../../components/ui/format';
import { Fact, Facts } from '../../components/ui/Facts';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/** The formula as the standard writes it, in the page's language: "V = 525 × √T (T in mils)". */
export function useFormulaText() {
  const { t, i18n } = useTranslation('resources');
  return (formula: FormulaBranch) =>
    t('testVoltage.formula', { m: formatNumber(formula.constant, localeOf(i18n.language)), unit: t(`units.${formula.unit}`) });
}

/** The results for a valid thickness, one card per standard; nothing for no input (the form shows errors). */
export function VoltageResults({ parsed }: { parsed: ParsedThickness | null }) {
  const { t, i18n } = useTranslation('resources');
  if (!parsed?.ok) return null;
  const { thickness } = parsed;
  const language = i18n.language;
  return (
    <div className="mt-6">
      <p role="status" className="text-lg font-semibold text-navy-900">
        {t('testVoltage.resultsFor', {
          um: formatThickness(thickness.um, language),
          mm: formatThickness(thickness.mm, language),
          mils: formatThickness(thickness.mils, language),
        })}
      </p>
      <ul className="mt-3 grid gap-4 md:grid-cols-3">
        {testVoltages(thickness).map((result) => (
          <li key={result.standard}>
            {result.kind === 'formula' ? <FormulaCard result={result} /> : <TableCard result={result} />}
          </li>
        ))}
      </ul>
      {thickness.um <= WET_SPONGE_MAX_UM && (
        <p className="mt-4 text-slate-700">
          {t('testVoltage.wetSponge')}{' '}
          <Link href="/products/wet-sponge-detectors" className={LINK}>
            {t('testVoltage.wetSpongeLink')}
          </Link>
        </p>
      )}
      <p className="mt-2 text-slate-700">
        <Link href="/products/dc-holiday-detectors" className={LINK}>
          {t('testVoltage.catalogueLink')}
        </Link>
      </p>
    </div>
  );
}

function FormulaCard({ result }: { result: FormulaResult }) {
  const { t, i18n } = useTranslation('resources');
  const formulaText = useFormulaText();
  const language = i18n.language;
  const id = `result-${result.standard}`;
  const { range } = result.formula;
  // The limit in the other unit too: 40 mils is 1.016 mm, 1 mm is 39.37 mils.
  const limit = thicknessOf(range.limit, result.formula.unit);
  const other = result.formula.unit === 'mils' ? 'mm' : 'mils';
  const detector = detectorFor(result.volts);
  return (
    <article aria-labelledby={id} className="h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={id} className="font-bold text-navy-900">
        {t(`standardNames.${result.standard}`)}
      </h3>
      <p className="text-sm text-slate-600">{t(`standards.${result.standard}`)}</p>
      <p className="mt-3 text-3xl font-bold tabular-nums text-navy-900" data-volts={result.volts}>
        {t('testVoltage.volts', { v: formatNumber(result.volts, localeOf(language)) })}
      </p>
      {/* One column where the three cards stand side by side (md), too narrow for two. */}
      <Facts layout="grid" columns={2} className="mt-3 md:grid-cols-1">
        <Fact label={t('testVoltage.formulaLabel')}>{formulaText(result.formula)}</Fact>
        <Fact label={t('testVoltage.calculation')}>
          <span className="tabular-nums">
            {t('testVoltage.calculationText', {
              m: formatNumber(result.formula.constant, localeOf(language)),
              t: formatThickness(result.t, language),
              v: formatNumber(result.exactVolts, localeOf(language)),
            })}
          </span>
        </Fact>
        <Fact label={t('testVoltage.validity')}>
          {t(`testVoltage.range.${range.kind}`, {
            limit: formatThickness(range.limit, language),
            unit: t(`units.${result.formula.unit}`),
            other: formatThickness(limit[other], language),
            otherUnit: t(`units.${other}`),
          })}
        </Fact>
      </Facts>
      {result.range !== 'within' && <p className="mt-3 text-sm text-amber-900">{t(`testVoltage.instrument.${result.range}`)}</p>}
      {detector && (
        <p className="mt-3 text-sm">
          <Link href={`/product/${detector.slug}`} className={LINK}>
            {t('testVoltage.detector', { name: detector.name, kv: formatNumber(detector.maxVolts / 1000, localeOf(language)) })}
          </Link>
        </p>
      )}
    </article>
  );
}

function TableCard({ result }: { result: TableReferenceResult }) {
  const { t } = useTranslation('resources');
  const id = `result-${result.standard}`;
  return (
    <article aria-labelledby={id} className="h-full rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 id={id} className="font-bold text-navy-900">
        {t(`standardNames.${result.standard}`)}
      </h3>
      <p className="text-sm text-slate-600">{t(`standards.${result.standard}`)}</p>
      <p className="mt-3 text-slate-800">{t('testVoltage.isoTable')}</p>
      <p className="mt-2 text-sm">
        <Link href="/contact" className={LINK}>
          {t('testVoltage.askUs')}
        </Link>
      </p>
    </article>
  );
}
