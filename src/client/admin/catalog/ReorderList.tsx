import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import { Alert } from '../../components/ui/Alert';

export interface ReorderItem {
  id: number;
  /** What the move buttons and the announcement call the item. */
  name: string;
}

type Direction = 'up' | 'down';

const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

/**
 * An ordered list whose items move with "Move up" / "Move down" buttons (keyboard and screen readers reach them like
 * any button). The new order shows at once and is saved with `onReorder`; a refusal puts the old order back. Focus
 * stays on the moved item's button (on its other button at either end), and a live region says where it went.
 */
export function ReorderList<T extends ReorderItem>({
  items,
  label,
  onReorder,
  renderItem,
}: {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  onReorder(ids: number[]): Promise<unknown>;
  renderItem(item: T, index: number): ReactNode;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const [order, setOrder] = useState<number[]>(() => items.map((item) => item.id));
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);

  // New data from the server (a save, another list change) is the order from then on.
  const itemKey = items.map((item) => item.id).join(',');
  useEffect(() => setOrder(itemKey ? itemKey.split(',').map(Number) : []), [itemKey]);

  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);

  const move = async (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const item = shown[index];
    if (!item || to < 0 || to >= shown.length) return;
    const before = order;
    const next = moved(order, index, to);
    setOrder(next);
    setError(null);
    // At either end the pressed button is disabled: the item's other button takes the focus.
    const atEnd = to === 0 || to === shown.length - 1;
    const stays: Direction = atEnd ? (to === 0 ? 'down' : 'up') : direction;
    focusNext.current = `${item.id}:${shown.length > 1 ? stays : direction}`;
    setAnnouncement(t('reorder.moved', { name: item.name, position: to + 1, total: shown.length }));
    try {
      await onReorder(next);
    } catch (failure) {
      setOrder(before);
      setError((failure as Error).message);
    }
  };

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="space-y-2">
      {error && <Alert tone="error">{error}</Alert>}
      <ol aria-label={label} className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
        {shown.map((item, index) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
            <span className="w-6 text-right text-sm tabular-nums text-slate-500">{index + 1}.</span>
            <div className="min-w-0 flex-1">{renderItem(item, index)}</div>
            <div className="flex gap-1 text-sm">
              {(['up', 'down'] as const).map((direction) => (
                <button
                  key={direction}
                  ref={ref(`${item.id}:${direction}`)}
                  type="button"
                  disabled={direction === 'up' ? index === 0 : index === shown.length - 1}
                  onClick={() => void move(index, direction)}
                  title={t(direction === 'up' ? 'reorder.up' : 'reorder.down', { name: item.name })}
                  className="rounded border border-slate-300 bg-white px-2 py-1 hover:bg-slate-100 disabled:opacity-40"
                >
                  <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                  <span className="sr-only">{t(direction === 'up' ? 'reorder.up' : 'reorder.down', { name: item.name })}</span>
                </button>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
