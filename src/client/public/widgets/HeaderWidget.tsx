import { lazy, Suspense, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { can } from '../../../shared/auth/policy';
import { SIZE_CLASS_MIN_WIDTH, SIZE_CLASSES, sizeClassOf, type SizeClass } from '../../../shared/settings/site';
import { useHydrated } from '../../lib/hydrated';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { widgetContent } from './widget-content';
import { useWindowClass } from './use-window-class';

// The widget renderer (every widget type, the admins' Edit link) is fetched only when the banner needs it: a visitor's
// image banner is drawn here (docs/decisions/0012).
const Widget = lazy(() => import('./Widget').then((module) => ({ default: module.Widget })));

/**
 * The proportions of the seeded banners (public/images/widgets/header-{size}.svg). Only a hint that reserves the
 * banner's box before it arrives: once loaded, an image keeps its own proportions (height auto), so a banner of other
 * proportions uploaded by an admin still shows correctly.
 */
const BANNER_SIZE: Record<SizeClass, { width: number; height: number }> = {
  xs: { width: 640, height: 160 },
  sm: { width: 768, height: 180 },
  md: { width: 1024, height: 200 },
  lg: { width: 1280, height: 220 },
  xl: { width: 1920, height: 240 },
};

/**
 * The header widget (SPEC.md sections 3, 4 and 9): `header_{xs|sm|md|lg|xl}` by the window width (under 640 xs, under
 * 768 sm, under 1024 md, under 1280 lg, otherwise xl), loaded again when the size class changes, 1 s after resizing
 * stops. The previous banner stays up while the next one loads.
 */
export function HeaderWidget() {
  // The size class is the visitor's window, which the server does not know: its page (and hydration) show every size
  // at once as a <picture>; once hydrated, the banner of the window's size class takes over with the same image.
  const hydrated = useHydrated();
  // Its own landmark, between the header and the main content. The label must not hold up the banner: no suspense.
  const { t, ready } = useTranslation('widgets', { useSuspense: false });
  return <aside aria-label={ready ? t('headerRegion') : undefined}>{hydrated ? <SizedBanner /> : <PictureBanner />}</aside>;
}

/** The widget name of each size class (SPEC.md section 3: header_{xs|sm|md|lg|xl}). */
export const HEADER_WIDGET_NAMES = SIZE_CLASSES.map((size) => `header_${size}`);

/**
 * The server's banner: when the five header widgets are images (as seeded), one <picture> whose sources follow the
 * size classes, so the browser fetches the right one from the first HTML, early, as the page's largest paint. A
 * header made of other widget types keeps its reserved box until the browser renders it.
 */
function PictureBanner() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('widgets', { useSuspense: false });
  // Read from the page's data only (the server loaded them, the browser hydrated them): never fetched from here, and
  // not watched either (this banner only lives until hydration), so no observers (useQueries) are needed.
  const widgets = HEADER_WIDGET_NAMES.map((name) => queryClient.getQueryData(trpc.public.content.widget.queryKey({ name })));
  const images = widgets.map((data) => (data?.type === 'IMAGE' ? widgetContent(data, i18n.language) : null));
  const bySize = new Map(SIZE_CLASSES.map((size, index) => [size, images[index]]));
  const smallest = bySize.get('xs');
  if (images.some((image) => !image?.imageUrl) || !smallest) {
    return <div className={`w-full bg-navy-900 ${RESERVED_BOX}`} aria-hidden="true" />;
  }
  return (
    <div className={`relative ${widgets[SIZE_CLASSES.indexOf('xs')]?.classes ?? ''}`.trim()}>
      <picture>
        {SIZE_CLASS_MIN_WIDTH.filter(([size]) => size !== 'xs').map(([size, minWidth]) => (
          <source
            key={size}
            media={`(min-width: ${minWidth}px)`}
            srcSet={bySize.get(size)!.imageUrl}
            width={BANNER_SIZE[size].width}
            height={BANNER_SIZE[size].height}
          />
        ))}
        <img
          src={smallest.imageUrl}
          alt={smallest.value || t('headerAlt')}
          width={BANNER_SIZE.xs.width}
          height={BANNER_SIZE.xs.height}
          fetchPriority="high"
          className="block h-auto w-full"
        />
      </picture>
    </div>
  );
}

/** BANNER_SIZE as Tailwind aspect ratios per breakpoint (the spec's breakpoints are Tailwind's). */
const RESERVED_BOX = 'aspect-[640/160] sm:aspect-[768/180] md:aspect-[1024/200] lg:aspect-[1280/220] xl:aspect-[1920/240]';

function SizedBanner() {
  return <HeaderBanner size={useWindowClass(sizeClassOf)} />;
}

function HeaderBanner({ size }: { size: SizeClass }) {
  const trpc = useTRPC();
  const { user } = useSession();
  const { t, i18n } = useTranslation('widgets', { useSuspense: false });
  const name = `header_${size}`;
  // The same query as the widget renderer's (and prefetched at start, boot/prefetch.ts).
  const query = useQuery({ ...trpc.public.content.widget.queryOptions({ name }), staleTime: 5 * 60_000, placeholderData: keepPreviousData });
  const box = BANNER_SIZE[size];
  const placeholder = <div className="w-full bg-navy-900" style={{ aspectRatio: `${box.width} / ${box.height}` }} aria-hidden="true" />;
  const widget = query.data;
  if (query.isError) return null;
  if (!widget) return placeholder;
  const image = widget.type === 'IMAGE' ? widgetContent(widget, i18n.language) : null;
  // What the widget renderer draws for an IMAGE widget, without its code.
  const banner: ReactNode = image ? (
    image.imageUrl ? (
      <div className={`relative ${widget.classes}`.trim()} data-widget={widget.name} data-widget-type={widget.type}>
        {/* The widget's own alt text (its value) wins; this describes the seeded banners. */}
        <img src={image.imageUrl} alt={image.value || t('headerAlt')} width={box.width} height={box.height} className="block h-auto w-full" />
      </div>
    ) : null
  ) : (
    placeholder
  );
  if (image && !can(user, 'admin:access')) return banner;
  return (
    <Suspense fallback={banner}>
      <Widget name={name} keepPrevious imageSize={box} altKey="headerAlt" placeholder={placeholder} />
    </Suspense>
  );
}
