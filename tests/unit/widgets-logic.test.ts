import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Widget } from '../../src/shared/content/content.types';
import { sizeClassOf } from '../../src/shared/settings/site';
import { captionsOf, isInternalPath, localeOf } from '../../src/client/public/gallery/captions';
import { parseGalleryId, slidesPerView } from '../../src/client/public/gallery/slider-layout';
import { trackCarouselClick } from '../../src/client/public/gallery/tracking';
import { debounce, RESIZE_RELOAD_DELAY_MS } from '../../src/client/public/widgets/debounce';
import { widgetContent, widgetEditPath } from '../../src/client/public/widgets/widget-content';

const lang = (id: number, html: string, value = '', image_url = '') => ({ id, html, value, image_url });

describe('widgetContent: per-language content falling back to EN', () => {
  const widget: Pick<Widget, 'languages'> = {
    languages: {
      EN: lang(1, '<p>English</p>', '2', '/images/en.svg'),
      DE: lang(2, '<p>Deutsch</p>', '', '/images/de.svg'),
      FR: lang(3, '   ', '5', ''),
    },
  };

  it('uses the visitor language when it has the field', () => {
    expect(widgetContent(widget, 'de')).toEqual({ html: '<p>Deutsch</p>', value: '2', imageUrl: '/images/de.svg' });
  });

  it('falls back to EN field by field (empty or blank counts as missing)', () => {
    expect(widgetContent(widget, 'fr')).toEqual({ html: '<p>English</p>', value: '5', imageUrl: '/images/en.svg' });
  });

  it('falls back to EN for a language without a row, and for an unknown language', () => {
    expect(widgetContent(widget, 'pt')).toEqual({ html: '<p>English</p>', value: '2', imageUrl: '/images/en.svg' });
    expect(widgetContent(widget, 'xx')).toEqual(widgetContent(widget, 'en'));
    expect(widgetContent(widget, 'en-GB')).toEqual(widgetContent(widget, 'en'));
  });

  it('gives empty strings when nothing is there at all', () => {
    expect(widgetContent({ languages: {} }, 'nl')).toEqual({ html: '', value: '', imageUrl: '' });
  });

  it('links the edit screen of SPEC.md section 6', () => {
    expect(widgetEditPath(42)).toBe('/admin/content/widgets/42');
  });
});

describe('header widget size classes (SPEC.md section 9)', () => {
  it.each([
    [320, 'xs'],
    [639, 'xs'],
    [640, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [900, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1279, 'lg'],
    [1280, 'xl'],
    [1366, 'xl'],
  ] as const)('%i px is %s', (width, size) => {
    expect(`header_${sizeClassOf(width)}`).toBe(`header_${size}`);
  });
});

describe('gallery slider: images per view (SPEC.md section 9)', () => {
  it.each([
    [1366, 3],
    [1025, 3],
    [1024, 2],
    [800, 2],
    [701, 2],
    [700, 1],
    [390, 1],
  ] as const)('%i px shows %i', (width, count) => {
    expect(slidesPerView(width)).toBe(count);
  });
});

describe('parseGalleryId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseGalleryId('1')).toBe(1);
    expect(parseGalleryId(' 12 ')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999999999999']) expect(parseGalleryId(bad)).toBeNull();
  });
});

describe('debounce (the 1 s resize delay)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, RESIZE_RELOAD_DELAY_MS after the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, RESIZE_RELOAD_DELAY_MS);
    expect(RESIZE_RELOAD_DELAY_MS).toBe(1000);
    debounced(1);
    vi.advanceTimersByTime(600);
    debounced(2);
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('does nothing once cancelled (a component that unmounted)', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 1000);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(5000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('click_carousel tracking', () => {
  it('creates window.dataLayer when missing and pushes the event', () => {
    const target: { dataLayer?: unknown[] } = {};
    trackCarouselClick('next', 'home-gallery', target);
    trackCarouselClick('prev', 'home-gallery', target);
    expect(target.dataLayer).toEqual([
      { event: 'click_carousel', direction: 'next', gallery: 'home-gallery' },
      { event: 'click_carousel', direction: 'prev', gallery: 'home-gallery' },
    ]);
  });

  it('appends to an existing data layer', () => {
    const target = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    trackCarouselClick('prev', 'g', target);
    expect(target.dataLayer).toHaveLength(2);
  });
});

describe('gallery captions', () => {
  const image = {
    id: 1,
    image_url: '/a.svg',
    url: '/x',
    caption_EN: 'Tank lining survey',
    caption_DE: 'Prüfung einer Tankauskleidung',
    caption_ES: '',
    caption_FR: '',
    caption_NL: '',
    caption_PT: '',
    caption_sub_EN: 'Sub',
    caption_sub_DE: '',
    caption_sub_ES: '',
    caption_sub_FR: '',
    caption_sub_NL: '',
    caption_sub_PT: '',
  };

  it('reads the visitor language, falling back to EN', () => {
    expect(captionsOf(image, 'de')).toEqual({ caption: 'Prüfung einer Tankauskleidung', sub: 'Sub' });
    expect(captionsOf(image, localeOf('es'))).toEqual({ caption: 'Tank lining survey', sub: 'Sub' });
    expect(localeOf('zz')).toBe('en');
  });

  it('keeps our own paths in the app and treats protocol-relative ones as external', () => {
    expect(isInternalPath('/services/calibration')).toBe(true);
    expect(isInternalPath('//evil.test')).toBe(false);
    expect(isInternalPath('https://example.test')).toBe(false);
  });
});
