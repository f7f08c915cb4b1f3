import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { computePages, countText, pageTarget, paginationItems } from './pagination';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/**
 * The pagination bar of SPEC.md sections 3, 5 and 9: pages only from 1 to the last, 10 page links per block,
 * numbers in the visitor's language, First/Last only with `edgeNavigation`, '<' and '>' as default texts, and
 * 'Showing {from} to {to} of {count} records'. Controlled: the caller owns the page and changes it in onPageChange.
 * Invalid inputs are clamped (see computePages), so onPageChange only ever receives a page in 1..lastPage.
 */
export function Pagination({
  page,
  total,
  perPage,
  onPageChange,
  edgeNavigation = false,
  previousText = '<',
  nextText = '>',
  firstText = '«',
  lastText = '»',
  label,
  showCount = true,
  countText: ownCountText,
  className = '',
  hrefFor,
}: {
  page: number;
  total: number;
  perPage: number;
  onPageChange(page: number): void;
  edgeNavigation?: boolean;
  previousText?: ReactNode;
  nextText?: ReactNode;
  firstText?: ReactNode;
  lastText?: ReactNode;
  /** The nav's accessible name; give each pagination on one page its own (e.g. 'Products pages'). */
  label?: string;
  showCount?: boolean;
  /** Said instead of 'Showing {from} to {to} of {count} records' (a search whose count stopped: "more than"). */
  countText?: string;
  className?: string;
  /** Page links instead of buttons (server-rendered lists: crawlers and no-JS visitors follow them). */
  hrefFor?: (page: number) => string;
}) {
  const { t, i18n } = useTranslation('ui');
  const state = computePages(page, total, perPage);
  const texts = { first: firstText, previous: previousText, next: nextText, last: lastText };
  const language = i18n.language;
  const number = (value: number) => formatNumber(value, localeOf(language));

  // A clicked page link turns into the (non-focusable) current page; without this, keyboard focus would fall back
  // to the document body. Focus moves to the new current page only when the change came from this bar.
  const currentRef = useRef<HTMLSpanElement>(null);
  const focusCurrent = useRef(false);
  useEffect(() => {
    if (focusCurrent.current) currentRef.current?.focus();
    focusCurrent.current = false;
  }, [state.current]);

  const go = (target: number | null, keepFocus = false) => {
    if (target === null || pageTarget(state, target) === null) return; // outside 1..lastPage: nothing happens
    focusCurrent.current = keepFocus;
    onPageChange(target);
  };

  const count = showCount && (
    <p className="text-sm text-slate-600 tabular" aria-live="polite">
      {ownCountText ?? countText(t, state, language)}
    </p>
  );
  if (state.lastPage === 0) return <div className={className}>{count}</div>;

  return (
    <div className={`flex flex-wrap items-center justify-between gap-3 ${className}`}>
      {count}
      <nav aria-label={label ?? t('pagination.label')}>
        <ul className="flex flex-wrap items-center gap-1">
          {paginationItems(state, { edgeNavigation }).map((item) =>
            item.kind !== 'page' ? (
              <EdgeButton key={item.kind} target={item.target} label={t(`pagination.${item.kind}`)} onGo={go}>
                {texts[item.kind]}
              </EdgeButton>
            ) : (
              <li key={item.page}>
                {item.current ? (
                  <span
                    ref={currentRef}
                    tabIndex={-1}
                    aria-current="page"
                    className={`${BOX} bg-navy-900 font-semibold text-white`}
                  >
                    {/* A plain span may not carry aria-label (ARIA 1.2), so the spoken name is hidden text. */}
                    <span className="sr-only">{t('pagination.page', { page: number(item.page) })}</span>
                    <span aria-hidden="true">{number(item.page)}</span>
                  </span>
                ) : hrefFor ? (
                  <a
                    href={hrefFor(item.page)}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      go(item.page, true);
                    }}
                    aria-label={t('pagination.page', { page: number(item.page) })}
                    className={`${BOX} border border-slate-300 bg-white text-navy-900 hover:bg-slate-100`}
                  >
                    {number(item.page)}
                  </a>
                ) : (
                  <button
                    type="button"
                    onClick={() => go(item.page, true)}
                    aria-label={t('pagination.page', { page: number(item.page) })}
                    className={`${BOX} border border-slate-300 bg-white text-navy-900 hover:bg-slate-100`}
                  >
                    {number(item.page)}
                  </button>
                )}
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}

const BOX = 'inline-flex min-w-10 h-10 items-center justify-center rounded px-2 text-sm tabular';

/**
 * First, previous, next and last. At the edges they stay focusable but are marked aria-disabled rather than
 * `disabled`: a button that becomes disabled under the keyboard (pressing '>' onto the last page) would otherwise
 * drop focus to the document body. Clicks on a disabled control do nothing.
 */
function EdgeButton({
  target,
  label,
  onGo,
  children,
}: {
  target: number | null;
  label: string;
  onGo(target: number | null): void;
  children: ReactNode;
}) {
  const disabled = target === null;
  return (
    <li>
      <button
        type="button"
        aria-label={label}
        aria-disabled={disabled}
        onClick={() => onGo(target)}
        className={`${BOX} border border-slate-300 bg-white text-navy-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ${disabled ? '' : 'hover:bg-slate-100'}`}
      >
        <span aria-hidden="true">{children}</span>
      </button>
    </li>
  );
}
