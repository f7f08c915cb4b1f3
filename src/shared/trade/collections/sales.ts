import { SaleRecordSchema } from '../sales.schema';
import { TRADE_CURRENCIES } from '../trade.schema';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /portal/sales (issue 12): a distributor company's sales to end customers, by serial (and parts by model code), with
 * their totals by period above the list and the CSV import below. Every portal member reads them and records a sale;
 * the senior roles correct or delete one (issue 27). Those are workflows (portal.sales.record, correct, remove,
 * import) keeping a serial's sold state and the references in step, so the collection itself offers no writes. Its
 * fields are what `get` answers (the correction form's values), and the model code's suggestions (the sale form's
 * model code box asks portal.sales.suggest).
 */
export const salesResource = {
  name: 'sales',
  face: 'portal',
  basePath: '/portal/sales',
  routes: { list: 'portal.sales' },
  ns: 'portal-trade',
  title: 'sales.title',
  singular: 'sales.singular',
  lead: 'sales.lead',
  empty: 'sales.empty',
  searchHint: 'sales.filters.placeholder',
  parentPath: '/portal',
  schema: SaleRecordSchema,
  fields: [
    { name: 'serialNumber', kind: 'text', label: 'sales.record.serial' },
    { name: 'modelCode', kind: 'text', label: 'sales.record.modelCode', suggest: 'catalogueModels' },
    { name: 'quantity', kind: 'number', label: 'sales.record.quantity', required: true },
    { name: 'customerName', kind: 'text', label: 'sales.record.customer', required: true },
    { name: 'customerEmail', kind: 'text', label: 'sales.record.customerEmail', help: 'sales.record.customerEmailHint' },
    { name: 'soldOn', kind: 'date', label: 'sales.record.soldOn', required: true },
    { name: 'unitPrice', kind: 'number', label: 'sales.record.unitPrice' },
    { name: 'currency', kind: 'select', label: 'sales.record.currency', options: TRADE_CURRENCIES },
    { name: 'reference', kind: 'text', label: 'sales.record.reference' },
  ],
  columns: [
    { field: 'soldOn', kind: 'date', label: 'sales.columns.soldOn', sortable: true },
    // The serial's page while the serial is still the company's (serialPage is null once it has left).
    { field: 'serialNumber', label: 'sales.columns.serial', sortable: true, href: { path: '/portal/serials', key: 'serialPage' }, emptyLabel: 'sales.noSerial' },
    { field: 'modelCode', label: 'sales.columns.model', sortable: true },
    { field: 'productId', kind: 'relation', label: 'sales.columns.product' },
    { field: 'customerName', label: 'sales.columns.customer', sortable: true },
    { field: 'quantity', kind: 'number', label: 'sales.columns.quantity' },
    // Minor units in the sale's currency: drawn by the page (money), which reads the currency with the row.
    { field: 'unitPrice', label: 'sales.columns.unitPrice', reads: ['currency'] },
    { field: 'lineTotal', label: 'sales.columns.total' },
  ],
  labelField: 'customerName',
  searchFields: ['serialNumber', 'customerName', 'modelCode'],
  defaultSort: { field: 'soldOn', dir: 'desc' },
  filters: [{ field: 'soldOn', kind: 'dateRange', label: 'sales.columns.soldOn' }],
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
