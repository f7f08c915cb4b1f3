/**
 * The portal's tables that become cards on a phone: the account's stacked table, one component for both areas (the
 * portal's serials and customers pages use it too, so every portal table turns into cards at the same width).
 */
export { StackedCell as CardCell, StackedRow as CardRow, StackedTable as CardTable } from '../../account/instruments/stacked-table';

