/** One button per snap; the current one is marked with aria-current. */
export function CarouselDots({
  count,
  selected,
  onSelect,
  groupLabel,
  dotLabel,
  className = '',
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  groupLabel: string;
  dotLabel: (index: number) => string;
  className?: string;
}) {
  if (count < 2) return null;
  return (
    <div role="group" aria-label={groupLabel} className={`flex items-center justify-center gap-1 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={dotLabel(index)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="group inline-flex size-8 items-center justify-center"
        >
          <span
            aria-hidden="true"
            className={`block h-2.5 rounded-full transition-all ${index === selected ? 'w-6 bg-navy-900' : 'w-2.5 bg-slate-400 group-hover:bg-navy-700'}`}
          />
        </button>
      ))}
    </div>
  );
}
