import { z } from 'zod';
import { modelCode, quantity } from '../trade.schema';
import { accessFor, type ResourceDef } from '../../collections/types';

/** A level's state as the list shows and filters it: at or under its threshold is low (a threshold of 0 never warns). */
export const STOCK_STATES = ['low', 'ok'] as const;

/**
 * /portal/stock (issue 12): a distributor company's stock per model code (a product or an option of the catalogue)
 * with its low-stock threshold. Every portal member of the company may add, change and remove levels (they count the
 * shelves); the model code is fixed once added. Levels are imported from CSV beside the list (portal.stock.import).
 */
export const stockResource = {
  name: 'stock',
  face: 'portal',
  basePath: '/portal/stock',
  routes: { list: 'portal.stock' },
  ns: 'portal-trade',
  title: 'stock.title',
  singular: 'stock.singular',
  lead: 'stock.lead',
  empty: 'stock.empty',
  parentPath: '/portal',
  schema: z.object({
    modelCode: modelCode(),
    quantity: quantity().default(0),
    threshold: quantity().default(0),
  }),
  fields: [
    { name: 'modelCode', kind: 'text', label: 'stock.columns.model', required: true, fixedAfterCreate: true, suggest: 'catalogueModels' },
    { name: 'quantity', kind: 'number', label: 'stock.columns.quantity', required: true },
    { name: 'threshold', kind: 'number', label: 'stock.columns.threshold', required: true, help: 'stock.edit.thresholdHint' },
  ],
  columns: [
    { field: 'modelCode', label: 'stock.columns.model', sortable: true },
    { field: 'productId', kind: 'relation', label: 'stock.columns.product' },
    { field: 'quantity', kind: 'number', label: 'stock.columns.quantity', sortable: true },
    { field: 'threshold', kind: 'number', label: 'stock.columns.threshold' },
    { field: 'status', kind: 'select', label: 'stock.columns.status', optionLabels: 'stock' },
  ],
  labelField: 'modelCode',
  searchFields: ['modelCode'],
  defaultSort: { field: 'modelCode', dir: 'asc' },
  filters: [{ field: 'status', kind: 'select', options: STOCK_STATES, label: 'stock.columns.status', optionLabels: 'stock' }],
  access: accessFor('portal:access'),
  canAdd: true,
  canExport: false,
} satisfies ResourceDef;
