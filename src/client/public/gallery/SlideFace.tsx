import type { GalleryImage } from '../../../shared/content/content.types';
import { captionsOf, type localeOf } from './captions';
import { ImageLink } from './ImageLink';

const SLIDE_LINK_CLASS =
  'inline-flex w-fit items-center rounded bg-volt-500 px-4 py-2 font-semibold text-navy-950 hover:bg-volt-400 focus-visible:outline-white';

/**
 * One slide's picture and words, as the slideshow draws it and as the server draws the first slide before the
 * slideshow's chunk arrives (FirstSlide.tsx): one markup, so the hand-over changes nothing on screen.
 */
export function SlideFace({
  image,
  locale,
  first,
  current,
  learnMore,
}: {
  image: GalleryImage;
  locale: ReturnType<typeof localeOf>;
  first: boolean;
  current: boolean;
  learnMore: string;
}) {
  const { caption, sub } = captionsOf(image, locale);
  return (
    <>
      <img
        src={image.image_url}
        alt=""
        width={1200}
        height={800}
        // The first slide is the page's largest paint: fetch it at once; the others when needed.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        className="block aspect-[3/2] h-auto w-full object-cover md:order-2"
      />
      <div className="flex flex-col justify-center gap-3 px-6 py-6 text-white md:px-10 md:py-10">
        <p className="text-2xl font-bold leading-tight md:text-4xl">{caption}</p>
        {sub && <p className="text-base text-white/85 md:text-lg">{sub}</p>}
        {image.url && (
          <ImageLink url={image.url} tabIndex={current ? 0 : -1} className={SLIDE_LINK_CLASS}>
            {learnMore}
            <span className="sr-only">: {caption}</span>
          </ImageLink>
        )}
      </div>
    </>
  );
}
