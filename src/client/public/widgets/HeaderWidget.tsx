import { useTranslation } from 'react-i18next';
import { sizeClassOf, type SizeClass } from '../../../shared/settings/site';
import { useHydrated } from '../../lib/hydrated';
import { Widget } from './Widget';
import { useWindowClass } from './use-window-class';

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
  // The size class is the visitor's window: the server's page (and hydration) reserve the box for every size in CSS.
  const hydrated = useHydrated();
  // Its own landmark, between the header and the main content. The label must not hold up the banner: no suspense.
  const { t, ready } = useTranslation('widgets', { useSuspense: false });
  return (
    <aside aria-label={ready ? t('headerRegion') : undefined}>
      {hydrated ? <SizedBanner /> : <div className={`w-full bg-navy-900 ${RESERVED_BOX}`} aria-hidden="true" />}
    </aside>
  );
}

/** BANNER_SIZE as Tailwind aspect ratios per breakpoint (the spec's breakpoints are Tailwind's). */
const RESERVED_BOX = 'aspect-[640/160] sm:aspect-[768/180] md:aspect-[1024/200] lg:aspect-[1280/220] xl:aspect-[1920/240]';

function SizedBanner() {
  return <HeaderBanner size={useWindowClass(sizeClassOf)} />;
}

function HeaderBanner({ size }: { size: SizeClass }) {
  const box = BANNER_SIZE[size];
  return (
    <Widget
      name={`header_${size}`}
      keepPrevious
      imageSize={box}
      // The widget's own alt text (its value) wins; this describes the seeded banners.
      altKey="headerAlt"
      placeholder={<div className="w-full bg-navy-900" style={{ aspectRatio: `${box.width} / ${box.height}` }} aria-hidden="true" />}
    />
  );
}
