/**
 * The picture at the top of an article: the page's largest element, fetched first (the head preloads it), with the
 * article's title as its text alternative only when it adds nothing else (alt="" keeps screen readers from repeating).
 */
export function HeroImage({ src }: { src: string }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={960}
      height={540}
      fetchPriority="high"
      className="mt-6 aspect-video w-full rounded-lg border border-slate-200 bg-white object-contain p-6"
    />
  );
}
