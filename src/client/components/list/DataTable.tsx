import { Children, cloneElement, createContext, isValidElement, useContext, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ScrollBox } from '../ui/ScrollBox';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { CardSort } from './CardSort';
import { SortHeader } from './SortHeader';

export const TH = 'px-3 py-2 font-semibold text-navy-900 whitespace-nowrap';

/**
 * A column: its header, and how its cells read on a phone's card. A plain header is a column whose label is its text.
 * `cell` renders the column's value of a row when the table is given `rows` instead of written-out DataRows.
 */
export interface ColumnSpec<Row = never> {
  header: ReactNode;
  cell?(row: Row): ReactNode;
  /** The words before a cell's value on a card (defaults to the header when that is text). */
  label?: string;
  /** The card's title: shown first, across the card, without a label (defaults to the first column). */
  primary?: boolean;
  /** Buttons and links for the row: at the bottom of the card, without a label. */
  actions?: boolean;
  /** A header the list sorts by: a SortHeader button with aria-sort (`header` should then be the label text). */
  sort?: { key: string; sort: string; dir: 'asc' | 'desc'; onSort(key: string): void };
  className?: string;
}
export type Column<Row = never> = ReactNode | ColumnSpec<Row>;

/** A checkbox with its accessible name, for the page's "select all" or one row. */
export interface Selection {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  /** A row that cannot be ticked (a bulk action would not apply to it): its checkbox is shown disabled. */
  disabled?: boolean;
}

interface CellRole {
  label: string;
  primary: boolean;
  actions: boolean;
}

const isSpec = <Row,>(column: Column<Row>): column is ColumnSpec<Row> =>
  typeof column === 'object' && column !== null && !isValidElement(column) && 'header' in column;

function roleOf<Row>(column: Column<Row>, index: number, hasPrimary: boolean): CellRole {
  const spec = isSpec(column) ? column : { header: column };
  const label = spec.label ?? (typeof spec.header === 'string' ? spec.header : '');
  return { label, primary: spec.primary ?? (!hasPrimary && index === 0 && !spec.actions), actions: spec.actions ?? false };
}

const ColumnRoles = createContext<readonly CellRole[]>([]);

/**
 * Every list of every face: a real table on a desktop (caption, th scope, sticky header, sort buttons with aria-sort,
 * sideways scrolling inside its own focusable, named box) that turns into one card per row below the `sm` breakpoint
 * (640 px): the primary column as the card's title, label and value pairs, the actions at the bottom, so no phone
 * scrolls the page sideways. `loading` is a first load (nothing to show yet); `busy` marks a list being read again
 * behind the rows still shown; with no rows the empty state says so (`empty`, or "No records yet").
 */
export function DataTable<Row extends { id: number | string } = never>({
  caption,
  columns,
  rows,
  children,
  busy = false,
  loading = false,
  empty,
  selection,
  boxClassName = '',
  testId,
  cardSort = true,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  /** The rows, each drawn by the columns' `cell`; or write the DataRows out as `children`. */
  rows?: readonly Row[];
  children?: ReactNode;
  busy?: boolean;
  loading?: boolean;
  empty?: ReactNode;
  /** A checkbox column: this one selects every row of the page. */
  selection?: Selection;
  /** More for the box the table scrolls in, such as a height limit inside a dialog. */
  boxClassName?: string;
  testId?: string;
  /** False for a list that draws its own sort control: the cards then get no "Sort by" of their own. */
  cardSort?: boolean;
}) {
  const { t } = useTranslation('ui');
  if (loading) return <Spinner />;
  const body = rows
    ? rows.map((row) => (
        <DataRow key={row.id}>
          {columns.map((column, index) => (
            <DataCell key={index} className={isSpec(column) ? column.className : undefined}>
              {isSpec(column) ? column.cell?.(row) : null}
            </DataCell>
          ))}
        </DataRow>
      ))
    : children;
  if (Children.toArray(body).length === 0) return <EmptyState>{empty ?? t('list.empty')}</EmptyState>;
  const hasPrimary = columns.some((column) => isSpec(column) && column.primary);
  const roles = columns.map((column, index) => roleOf(column, index, hasPrimary));
  const sortable = cardSort ? sortableColumns(columns) : [];
  const sortState = sortable[0]?.sort;
  return (
    <ColumnRoles.Provider value={roles}>
      {sortState && (
        <CardSort
          options={sortable.map((column) => ({ key: column.sort.key, label: column.header }))}
          sort={sortState.sort}
          dir={sortState.dir}
          onSort={sortState.onSort}
        />
      )}
      {selection && (
        // On a phone the header row is hidden, so the page's checkbox stands above the cards with its name in words.
        <label className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-700 sm:hidden">
          <input type="checkbox" checked={selection.checked} onChange={(event) => selection.onChange(event.target.checked)} />
          {selection.label}
        </label>
      )}
      {/* `relative`: the cells' screen-reader texts (sr-only, absolutely placed) belong to this box, not the page. */}
      <ScrollBox
        label={caption}
        className={`relative sm:overflow-x-auto sm:rounded sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm ${boxClassName}`}
      >
        {/* The explicit roles keep the table's semantics where a browser drops them once its parts become cards. */}
        <table role="table" className="w-full border-collapse text-left text-sm max-sm:block" data-testid={testId} aria-busy={busy || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="sticky top-0 z-10 bg-slate-100 max-sm:sr-only">
            <tr role="row">
              {selection && (
                <th role="columnheader" scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    className="max-sm:hidden"
                    checked={selection.checked}
                    onChange={(event) => selection.onChange(event.target.checked)}
                    aria-label={selection.label}
                  />
                </th>
              )}
              {columns.map((column, index) => (
                <HeaderCell key={index} column={column} />
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3">
            {body}
          </tbody>
        </table>
      </ScrollBox>
    </ColumnRoles.Provider>
  );
}

type SortableColumn<Row> = ColumnSpec<Row> & { header: string; sort: NonNullable<ColumnSpec<Row>['sort']> };

/** The columns whose headers sort the list (what the cards' "Sort by" offers on a phone). */
function sortableColumns<Row>(columns: readonly Column<Row>[]): SortableColumn<Row>[] {
  return columns.filter(
    (column): column is SortableColumn<Row> => isSpec(column) && column.sort !== undefined && typeof column.header === 'string',
  );
}

function HeaderCell<Row>({ column }: { column: Column<Row> }) {
  if (!isSpec(column)) {
    return (
      <th role="columnheader" scope="col" className={TH}>
        {column}
      </th>
    );
  }
  if (column.sort && typeof column.header === 'string') {
    const { key, sort, dir, onSort } = column.sort;
    return <SortHeader column={key} label={column.header} sort={sort} dir={dir} onSort={onSort} className={column.className} />;
  }
  return (
    <th role="columnheader" scope="col" className={`${TH} ${column.className ?? ''}`}>
      {column.header}
    </th>
  );
}

/**
 * One row (one card on a phone). Its cells are DataCells, one per column in the columns' order; each learns its
 * column's label and role from its position. `selection` adds the row's checkbox before them.
 */
export function DataRow({
  children,
  selection,
  className = '',
  ...rest
}: Omit<ComponentProps<'tr'>, 'role'> & { selection?: Selection }) {
  const cells = Children.toArray(children).map((cell, index) =>
    isValidElement<{ column?: number }>(cell) && cell.type === DataCell ? cloneElement(cell as ReactElement<{ column?: number }>, { column: index }) : cell,
  );
  return (
    <tr
      role="row"
      className={`border-t border-slate-200 align-top sm:hover:bg-slate-50 max-sm:flex max-sm:flex-col max-sm:rounded-lg max-sm:border max-sm:bg-white max-sm:p-3 max-sm:shadow-sm ${className}`}
      {...rest}
    >
      {selection && (
        <td role="cell" className="px-3 py-1.5 max-sm:order-first max-sm:px-0 max-sm:pt-0">
          <input
            type="checkbox"
            checked={selection.checked}
            disabled={selection.disabled}
            onChange={(event) => selection.onChange(event.target.checked)}
            aria-label={selection.label}
          />
        </td>
      )}
      {cells}
    </tr>
  );
}

/**
 * The actions close a phone's card below a rule; a row with none (nothing in the cell, or an empty wrapper) draws no
 * empty strip there.
 */
const ACTIONS_ON_A_CARD = 'max-sm:order-last max-sm:mt-1 max-sm:border-t max-sm:border-slate-200 max-sm:pt-2 max-sm:text-left max-sm:empty:hidden max-sm:has-[>span:empty]:hidden';

/**
 * One cell. On a phone a plain cell shows its column's label (hidden from screen readers, which have the header)
 * beside its value; the primary cell heads the card; the actions cell closes it. `label`, `primary` and `actions`
 * override what the column says, for a cell that differs.
 */
export function DataCell({
  children,
  className = '',
  label,
  primary,
  actions,
  column,
  ...rest
}: Omit<ComponentProps<'td'>, 'role'> & {
  label?: string;
  primary?: boolean;
  actions?: boolean;
  /** Set by DataRow: the cell's position among the columns. */
  column?: number;
}) {
  const role = useContext(ColumnRoles)[column ?? -1];
  const isPrimary = primary ?? role?.primary ?? false;
  const isActions = actions ?? role?.actions ?? false;
  const text = label ?? role?.label ?? '';
  const base = 'px-3 py-1.5 max-sm:px-0 max-sm:whitespace-normal';
  if (isPrimary) {
    return (
      <td role="cell" {...rest} className={`${base} ${className} max-sm:order-first max-sm:border-b max-sm:border-slate-200 max-sm:pt-0 max-sm:pb-2 max-sm:font-semibold`}>
        {children}
      </td>
    );
  }
  if (isActions || text === '') {
    return (
      <td
        role="cell"
        {...rest}
        className={`${base} ${className} ${isActions ? ACTIONS_ON_A_CARD : ''}`}
      >
        {children}
      </td>
    );
  }
  return (
    // The label is the cell's ::before on a phone (areas.css), so it is not part of the cell's text; the value moves
    // below it when the two do not fit on one line of the card.
    <td
      role="cell"
      {...rest}
      data-card-label={text}
      className={`${base} ${className} max-sm:flex max-sm:flex-wrap max-sm:items-start max-sm:justify-between max-sm:gap-x-4 max-sm:py-1`}
    >
      <div className="min-w-0 max-sm:ml-auto max-sm:text-right max-sm:[overflow-wrap:anywhere]">{children}</div>
    </td>
  );
}
