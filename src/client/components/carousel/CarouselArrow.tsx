/** A previous or next button for a carousel: a large hit area, an icon, and its label for assistive technology. */
export function CarouselArrow({
  direction,
  label,
  onClick,
  disabled = false,
  className = '',
}: {
  direction: 'prev' | 'next';
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      data-direction={direction}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow ring-1 ring-slate-300 transition hover:bg-volt-400 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white/90 ${className}`}
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {direction === 'prev' ? <path d="M15 5l-7 7 7 7" /> : <path d="M9 5l7 7-7 7" />}
      </svg>
    </button>
  );
}
