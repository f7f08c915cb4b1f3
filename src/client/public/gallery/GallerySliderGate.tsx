import { Suspense, useEffect, useRef, useState, type Ref } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { LazyGallerySlider } from './lazy';

/** How far below the viewport a gallery slider starts loading: about half a phone screen of scrolling ahead. */
const AHEAD = '400px 0px';

/**
 * A gallery widget's slider, mounted once the visitor scrolls near it: its code (a chunk of its own) and its images are
 * fetched then, so a slider low on a page costs the page's load nothing (issue 8's JavaScript budget). Until then, and
 * while its chunk arrives, it holds the slider's room (GallerySliderBox), as the server's page did.
 */
export function GallerySliderGate({ galleryId }: { galleryId: number }) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <GallerySliderBox boxRef={box} />;
  return (
    <Suspense fallback={<GallerySliderBox />}>
      <LazyGallerySlider galleryId={galleryId} />
    </Suspense>
  );
}

/**
 * The room a gallery slider takes while it waits (GallerySlider's own pending box is as tall): the server's page, the
 * first render and the slider's chunk arriving keep one height, so nothing below it moves (CLS).
 */
export function GallerySliderBox({ boxRef }: { boxRef?: Ref<HTMLDivElement> }) {
  return (
    <div ref={boxRef} className="min-h-48">
      <Spinner />
    </div>
  );
}
