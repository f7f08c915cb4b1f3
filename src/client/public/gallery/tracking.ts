/**
 * The gallery view's click_carousel event (SPEC.md section 9) goes to `window.dataLayer`, the array a tag manager reads.
 * Only the array is written: no tag manager or other third-party script is loaded here (it is present but disabled,
 * and anything third-party waits for cookie consent).
 */
export interface CarouselClickEvent {
  event: 'click_carousel';
  direction: 'next' | 'prev';
  gallery: string;
}

export function trackCarouselClick(direction: 'next' | 'prev', gallery: string, target: { dataLayer?: unknown[] } = window as Window & { dataLayer?: unknown[] }): CarouselClickEvent {
  const event: CarouselClickEvent = { event: 'click_carousel', direction, gallery };
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  target.dataLayer.push(event);
  return event;
}
