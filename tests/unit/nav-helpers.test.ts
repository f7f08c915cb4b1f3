import { describe, expect, it, vi, afterEach } from 'vitest';
import { splitIntoColumns } from '../../src/client/layouts/default/nav/columns';
import { createExclusiveSwitch } from '../../src/client/layouts/default/nav/exclusive-switch';
import { buildMenus, hasOffers } from '../../src/client/layouts/default/nav/menus';
import { searchUrl } from '../../src/client/layouts/default/nav/search';
import type { CategoryNode, Offer } from '../../src/shared/content/content.types';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('splitIntoColumns', () => {
  it('splits the ten applications 3, 3, 2, 2 in reading order', () => {
    expect(splitIntoColumns(range(10), 4)).toEqual([[1, 2, 3], [4, 5, 6], [7, 8], [9, 10]]);
  });

  it('always answers the asked number of columns, as even as possible', () => {
    for (let n = 0; n <= 25; n++) {
      const columns = splitIntoColumns(range(n), 4);
      expect(columns).toHaveLength(4);
      expect(columns.flat()).toEqual(range(n));
      const sizes = columns.map((c) => c.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect([...sizes].sort((a, b) => b - a)).toEqual(sizes); // longer columns first
    }
    expect(splitIntoColumns(range(3), 4)).toEqual([[1], [2], [3], []]);
    expect(splitIntoColumns([], 0)).toEqual([[]]);
  });
});

describe('searchUrl', () => {
  it('sends the header box to /search?q= and the mobile box to /products/search?search=', () => {
    expect(searchUrl('header', 'spark tester')).toBe('/search?q=spark%20tester');
    expect(searchUrl('mobile', 'spark tester')).toBe('/products/search?search=spark%20tester');
  });

  it('encodes the term and ignores blank terms', () => {
    expect(searchUrl('header', '  a&b=c/d?#é ')).toBe('/search?q=a%26b%3Dc%2Fd%3F%23%C3%A9');
    expect(searchUrl('header', '')).toBeNull();
    expect(searchUrl('mobile', '   ')).toBeNull();
  });
});

describe('createExclusiveSwitch (mobile submenus)', () => {
  afterEach(() => vi.useRealTimers());

  const make = () => {
    vi.useFakeTimers();
    const changes: Array<string | null> = [];
    const sw = createExclusiveSwitch({ delay: 100, onChange: (active) => changes.push(active) });
    return { sw, changes };
  };

  it('opens at once when nothing is open and closes the open one on a second press', () => {
    const { sw, changes } = make();
    sw.toggle('products');
    expect(sw.active).toBe('products');
    sw.toggle('products');
    expect(sw.active).toBeNull();
    expect(changes).toEqual(['products', null]);
  });

  it('switching closes the open submenu at once and opens the other 100 ms later', () => {
    const { sw, changes } = make();
    sw.toggle('products');
    sw.toggle('about');
    expect(sw.active).toBeNull();
    vi.advanceTimersByTime(99);
    expect(sw.active).toBeNull();
    vi.advanceTimersByTime(1);
    expect(sw.active).toBe('about');
    expect(changes).toEqual(['products', null, 'about']);
  });

  it('never has two open, and a second press on the pending one cancels it', () => {
    const { sw } = make();
    sw.toggle('products');
    sw.toggle('about');
    sw.toggle('about');
    vi.advanceTimersByTime(500);
    expect(sw.active).toBeNull();
  });

  it('close and dispose cancel a pending switch', () => {
    const { sw } = make();
    sw.toggle('products');
    sw.toggle('about');
    sw.close();
    vi.advanceTimersByTime(500);
    expect(sw.active).toBeNull();
    sw.toggle('services');
    sw.toggle('resources');
    sw.dispose();
    vi.advanceTimersByTime(500);
    expect(sw.active).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

const names = (en: string, de = '') => ({ name_DE: de, name_EN: en, name_ES: '', name_FR: '', name_NL: '', name_PT: '' });
const titles = (en: string) => ({ title_DE: '', title_EN: en, title_ES: '', title_FR: '', title_NL: '', title_PT: '' });
const summaries = { summary_DE: '', summary_EN: '', summary_ES: '', summary_FR: '', summary_NL: '', summary_PT: '' };
const offer = (id: number, title: string): Offer => ({
  id,
  slug: `o${id}`,
  url: `/offers/o${id}`,
  ...titles(title),
  ...summaries,
  image_url: '',
  starts_at: '',
  ends_at: '',
});
const tree: CategoryNode = {
  id: 1,
  url: '/products/products',
  ...names('Products'),
  children: [
    { id: 2, url: '/products/dc', ...names('DC detectors', 'DC-Prüfgeräte'), children: [] },
    { id: 3, url: '/products/spark', ...names('Spark testers'), children: [] },
  ],
};
const t = (key: string) => `[${key}]`;

describe('buildMenus', () => {
  it('builds the menus of SPEC.md in order, with the Offers menu only when the first offer has an id', () => {
    const withOffers = buildMenus({ categories: tree, categoriesLoading: false, offers: [offer(7, 'Trade in')] }, 'en', t);
    expect(withOffers.map((m) => m.id)).toEqual(['products', 'offers', 'services', 'about', 'distributors', 'resources']);
    const without = buildMenus({ categories: tree, categoriesLoading: false, offers: [] }, 'en', t);
    expect(without.map((m) => m.id)).toEqual(['products', 'services', 'about', 'distributors', 'resources']);
    expect(hasOffers(undefined)).toBe(false);
    expect(hasOffers([{ id: 0 } as Offer])).toBe(false);
  });

  it('lists category 1 children in the current language with the EN fallback, then all products', () => {
    const [products] = buildMenus({ categories: tree, categoriesLoading: false, offers: [] }, 'de', t);
    expect(products!.entries).toEqual([
      { href: '/products/dc', label: 'DC-Prüfgeräte' },
      { href: '/products/spark', label: 'Spark testers' },
      { href: '/products', label: '[links.allProducts]', overview: true },
    ]);
    expect(products!.loading).toBe(false);
    const [loading] = buildMenus({ categories: undefined, categoriesLoading: true, offers: undefined }, 'en', t);
    expect(loading!.loading).toBe(true);
  });

  it('lists the current offers and /offers', () => {
    const menus = buildMenus({ categories: tree, categoriesLoading: false, offers: [offer(7, 'Trade in'), offer(8, 'Free calibration')] }, 'en', t);
    expect(menus[1]!.entries.map((e) => e.href)).toEqual(['/offers/o7', '/offers/o8', '/offers']);
    expect(menus[1]!.entries[0]!.label).toBe('Trade in');
  });

  it('keeps the fixed menu paths of the brief, read from the route table', () => {
    const hrefs = Object.fromEntries(buildMenus({ categories: tree, categoriesLoading: false, offers: [] }, 'en', t).slice(1).map((menu) => [menu.id, menu.entries.map((entry) => entry.href)]));
    expect(hrefs).toEqual({
      services: ['/services/calibration', '/services/training', '/services/registration'],
      about: ['/about', '/events', '/blog', '/about/certification', '/casestudies', '/about/vacancies'],
      distributors: ['/distributors', '/distributors/apply'],
      resources: ['/resources/downloads', '/troubleshooting', '/resources/dielectricstrength', '/resources/testvoltage', '/faqs'],
    });
  });
});
