import { Suspense, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { keepPreviousData, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import type { Widget as WidgetData } from '../../../shared/content/content.types';
import { can } from '../../../shared/auth/policy';
import { useHydrated } from '../../lib/hydrated';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { FirstSlide } from '../gallery/FirstSlide';
import { GallerySliderBox, GallerySliderGate } from '../gallery/GallerySliderGate';
import { GallerySlideshow } from '../gallery/GallerySlideshow';
import { parseGalleryId } from '../gallery/slider-layout';
import { widgetContent, widgetEditPath } from './widget-content';

export type WidgetRef = { name: string } | { id: number };

export interface WidgetOptions {
  /** Extra classes for the wrapper, after the widget's own `classes`. */
  className?: string;
  /** Shown while the widget loads (e.g. a box of the expected height, so the page does not jump). */
  placeholder?: ReactNode;
  /** Keep showing the previous widget while the next one loads (the header widget changing size). */
  keepPrevious?: boolean;
  /** Alt text for an IMAGE widget that has none of its own (its `value`): a key of the widgets namespace. */
  altKey?: string;
  /** width and height hints for an IMAGE widget, so its box is reserved before the image arrives. */
  imageSize?: { width: number; height: number };
  /** Placeholder classes for a SLIDER or CAROUSEL while its gallery loads. */
  slideshowPlaceholderClassName?: string;
  /**
   * The slideshow itself, for a page whose chunk brings it (the home page): it is then drawn by the server and
   * hydrated in place, instead of arriving as a chunk that replaces the first slide (a second largest paint).
   */
  slideshow?: ComponentType<{ galleryId: number; mode: 'slider' | 'carousel'; placeholderClassName?: string }>;
}

/**
 * A content widget by name or id (SPEC.md sections 3 and 4): IMAGE, TEXT, HTML, GALLERY, CAROUSEL or SLIDER, in the
 * visitor's language with each field falling back to EN. The widget's `classes` go on its wrapper. A missing widget
 * renders nothing (a page must not break because an admin deleted one). Admins see an Edit link to its edit screen.
 */
export function Widget(props: WidgetRef & WidgetOptions) {
  const trpc = useTRPC();
  const ref: WidgetRef = 'name' in props ? { name: props.name } : { id: props.id };
  const query = useQuery({
    ...trpc.public.content.widget.queryOptions(ref),
    staleTime: 5 * 60_000,
    placeholderData: props.keepPrevious ? keepPreviousData : undefined,
  });
  if (query.isError) return null;
  const { className, placeholder, altKey, imageSize, slideshowPlaceholderClassName, slideshow } = props;
  // The translations load behind their own boundary, at the same time as the widget is fetched.
  return (
    <Suspense fallback={placeholder ?? null}>
      <WidgetSlot
        widget={query.data}
        placeholder={placeholder}
        className={className}
        altKey={altKey}
        imageSize={imageSize}
        slideshowPlaceholderClassName={slideshowPlaceholderClassName}
        slideshow={slideshow}
      />
    </Suspense>
  );
}

function WidgetSlot({ widget, placeholder, ...options }: { widget: WidgetData | undefined } & WidgetOptions) {
  useTranslation('widgets'); // suspends until the namespace is there; starts loading it now
  if (!widget) return <>{placeholder ?? null}</>;
  return <WidgetView widget={widget} {...options} />;
}

export function WidgetView({ widget, className = '', altKey, imageSize, slideshowPlaceholderClassName, slideshow }: { widget: WidgetData } & WidgetOptions) {
  const { t, i18n } = useTranslation('widgets');
  const { user } = useSession();
  const content = widgetContent(widget, i18n.language);
  return (
    <div className={`relative ${widget.classes} ${className}`.trim()} data-widget={widget.name} data-widget-type={widget.type}>
      <WidgetBody widget={widget} content={content} alt={altKey ? t(altKey) : ''} imageSize={imageSize} slideshowPlaceholderClassName={slideshowPlaceholderClassName} slideshow={slideshow} />
      {can(user, 'admin:access') && (
        <Link
          href={widgetEditPath(widget.id)}
          aria-label={t('editWidget', { name: widget.name })}
          className="absolute right-2 top-2 z-20 inline-flex items-center gap-1 rounded bg-volt-500 px-2.5 py-1 text-xs font-semibold text-navy-950 shadow ring-1 ring-navy-900/20 hover:bg-volt-400"
        >
          <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />
          </svg>
          {t('edit')}
        </Link>
      )}
    </div>
  );
}

function WidgetBody({
  widget,
  content,
  alt,
  imageSize,
  slideshowPlaceholderClassName,
  slideshow: Slideshow,
}: {
  widget: WidgetData;
  content: ReturnType<typeof widgetContent>;
  alt: string;
} & Pick<WidgetOptions, 'imageSize' | 'slideshowPlaceholderClassName' | 'slideshow'>) {
  // Carousels measure the window: the server page holds their box (or first slide), the browser fills it.
  const hydrated = useHydrated();
  switch (widget.type) {
    case 'IMAGE':
      if (!content.imageUrl) return null;
      return (
        <img
          src={content.imageUrl}
          alt={content.value || alt}
          width={imageSize?.width}
          height={imageSize?.height}
          className="block h-auto w-full"
        />
      );
    case 'TEXT': {
      const text = content.value || content.html;
      return text ? <p className="px-4 py-8 text-lg leading-relaxed whitespace-pre-line text-slate-700">{text}</p> : null;
    }
    case 'HTML':
      return content.html ? <HtmlContent html={content.html} /> : null;
    case 'GALLERY':
    case 'CAROUSEL':
    case 'SLIDER': {
      const galleryId = parseGalleryId(content.value);
      if (galleryId === null) return null;
      if (Slideshow && widget.type !== 'GALLERY') {
        return <Slideshow galleryId={galleryId} mode={widget.type === 'SLIDER' ? 'slider' : 'carousel'} placeholderClassName={slideshowPlaceholderClassName} />;
      }
      if (!hydrated) {
        return widget.type === 'GALLERY' ? <GallerySliderBox /> : <FirstSlide galleryId={galleryId} placeholderClassName={slideshowPlaceholderClassName} />;
      }
      // A gallery slider comes with its code and images when the visitor scrolls near it.
      if (widget.type === 'GALLERY') return <GallerySliderGate galleryId={galleryId} />;
      return (
        <SlideshowBody
          galleryId={galleryId}
          mode={widget.type === 'SLIDER' ? 'slider' : 'carousel'}
          placeholderClassName={slideshowPlaceholderClassName}
        />
      );
    }
    default:
      return null;
  }
}

/** Slides are usually above the fold: their gallery is fetched as soon as the widget is drawn. */
function SlideshowBody({ galleryId, mode, placeholderClassName }: { galleryId: number; mode: 'slider' | 'carousel'; placeholderClassName?: string }) {
  const trpc = useTRPC();
  usePrefetchQuery(trpc.public.content.gallery.queryOptions({ id: galleryId }));
  return (
    <Suspense fallback={<FirstSlide galleryId={galleryId} placeholderClassName={placeholderClassName} />}>
      <GallerySlideshow galleryId={galleryId} mode={mode} placeholderClassName={placeholderClassName} />
    </Suspense>
  );
}

/**
 * Stored widget HTML. dangerouslySetInnerHTML is acceptable here ONLY because the server sanitised this HTML with an
 * allow-list before storing it (src/server/features/content/sanitize.ts: no scripts, styles, event handlers or
 * javascript: URLs). Never pass HTML from anywhere else through this component.
 */
function HtmlContent({ html }: { html: string }) {
  const [, navigate] = useLocation();
  // Links to our own pages inside the content move within the SPA instead of reloading it.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
  return <div className="max-w-3xl px-4 prose-content" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
