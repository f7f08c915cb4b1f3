import { formatLongDate, formatMoney } from '../../../shared/format';
import { formatNumber } from '../../../shared/format/plain-numbers';
import type { Locale } from '../../../shared/locales';
import { labelled } from '../../../shared/punctuation';
import type { PricelistItem } from '../../../shared/trade/pricelist.types';
import { formatMinor, type DownloadFile } from '../../../shared/trade/trade.schema';
import { DomainError } from '../../errors';
import { createDocument, finish } from '../../pdf/pdf-kit';
import { fields, heading, runningHeads } from '../../pdf/pdf-layout';
import { table } from '../../pdf/pdf-table';
import { writeCsv } from '../../csv/write-csv';
import { tradeMessage } from './messages';
import { allPricelistItems, companyPricing, type CompanyPricing } from './pricelist';
import type { Ctx } from '../../service-context';
import { fill, serverTexts } from '../../texts';

const fileBase = (name: string) => name.normalize('NFKD').replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 80) || 'pricelist';

function pricelistCsv(items: PricelistItem[], currency: string): string {
  return writeCsv(
    ['model_code', 'description', 'min_quantity', 'unit_price', 'currency'],
    items.flatMap((item) => item.breaks.map((rate) => [item.modelCode, item.description, rate.minQuantity, formatMinor(rate.unitPrice), currency])),
  );
}

async function pricelistPdf(items: PricelistItem[], pricing: CompanyPricing & { pricelist: NonNullable<CompanyPricing['pricelist']> }, locale: Locale): Promise<Buffer> {
  const { pricelist: words, text } = serverTexts(locale).pdf;
  const doc = createDocument({ title: `${words.title} ${pricing.pricelist.name}`, locale });
  heading(doc, labelled(locale, words.title, pricing.pricelist.name));
  fields(doc, [
    { label: words.company, value: pricing.companyName },
    { label: words.tier, value: pricing.tier },
    { label: words.currency, value: pricing.pricelist.currency },
    { label: words.validFrom, value: pricing.pricelist.validFrom ? formatLongDate(pricing.pricelist.validFrom, locale) : '' },
  ]);
  doc.moveDown(0.6);
  table(doc, {
    columns: [
      { header: words.model, weight: 2 },
      { header: words.description, weight: 5 },
      { header: words.from, weight: 1.5, align: 'right' },
      { header: words.unitPrice, weight: 2, align: 'right' },
    ],
    rows: items.flatMap((item) =>
      item.breaks.map((rate, index) => [index === 0 ? { text: item.modelCode, bold: true } : '', index === 0 ? item.description : '', formatNumber(rate.minQuantity, locale), formatMoney(rate.unitPrice, pricing.pricelist.currency, locale)]),
    ),
  });
  runningHeads(doc, {
    title: words.title,
    reference: `${pricing.pricelist.name} · ${pricing.tier}`,
    pageOf: (page, pages) => fill(text.pageOf, { page, pages }),
  });
  return finish(doc);
}

/** The company's price list at its tier as CSV or PDF (its own tier only, like the page). No list: 404 saying so. */
export async function downloadPricelist(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: { format: 'csv' | 'pdf'; companyId?: number | undefined }): Promise<DownloadFile> {
  const { deps, actor, locale } = ctx;
  const pricing = await companyPricing(deps, actor, input.companyId);
  if (!pricing) throw new DomainError(422, tradeMessage(locale, 'chooseCompany'));
  const list = pricing.pricelist;
  if (!list) throw new DomainError(404, tradeMessage(locale, 'noPriceList'));
  const items = await allPricelistItems(deps, list.id, pricing.tier);
  const name = fileBase(`${list.name}_${pricing.tier}`);
  if (input.format === 'pdf') {
    const bytes = await pricelistPdf(items, { ...pricing, pricelist: list }, locale);
    return { filename: `${name}.pdf`, mime: 'application/pdf', encoding: 'base64', content: bytes.toString('base64') };
  }
  return { filename: `${name}.csv`, mime: 'text/csv', encoding: 'text', content: pricelistCsv(items, list.currency) };
}
