import type { BatchItem } from 'drizzle-orm/batch';
import { LOCALE_CODES } from '../../../shared/locales';
import type { Database } from '../client';
import {
  applications,
  categories,
  galleries,
  galleryImages,
  landingPages,
  offers,
  products,
  tagMenuItems,
  tagMenus,
  tagProducts,
  tags,
  widgetLanguages,
  widgets,
} from '../schema';
import { APPLICATIONS } from './content/applications';
import { CATEGORIES } from './content/categories';
import { GALLERIES } from './content/galleries';
import { chunks, loc, pick, t, type T6 } from './content/i18n';
import { LANDING_PAGES } from './content/landing-pages';
import { OFFERS } from './content/offers';
import { PRODUCTS, productBySlug } from './content/products';
import { TAGS, categoryName, type TagMenuItemSeed } from './content/tags';
import { WIDGETS } from './content/widgets';

const DAY_MS = 24 * 60 * 60 * 1000;
const EMPTY: T6 = t('', '', '', '', '', '');

type Query = BatchItem<'sqlite'>;

/**
 * The demo content of DECISIONS.md (fresh database only): the category tree (1 = root), products, tags with their
 * mega-menus, the ten applications, galleries, home-page and header widgets, offers and landing pages.
 * Everything goes in one batch, so a failure leaves the database as it was.
 */
export async function seedContent(db: Database): Promise<void> {
  const queries: Query[] = [];
  const insertAll = <Row>(rows: readonly Row[], build: (part: Row[]) => Query) => {
    for (const part of chunks(rows)) queries.push(build(part));
  };

  insertAll(
    CATEGORIES.map((c) => ({ id: c.id, parentId: c.parentId, slug: c.slug, sort: c.sort, ...loc('name', c.name) })),
    (part) => db.insert(categories).values(part),
  );

  insertAll(
    PRODUCTS.map((p) => ({
      id: p.id,
      categoryId: p.categoryId,
      slug: p.slug,
      imageUrl: p.image,
      sort: p.sort,
      published: true,
      ...loc('name', p.name),
      ...loc('summary', p.summary),
    })),
    (part) => db.insert(products).values(part),
  );

  // Tags, their menus (explicit ids, numbered across tags) and the menu items.
  const tagRows = TAGS.map((tag, index) => ({ id: index + 1, slug: tag.slug, colCount: tag.colCount, sort: index + 1, ...loc('name', tag.name) }));
  const menuRows: Array<typeof tagMenus.$inferInsert> = [];
  const itemRows: Array<typeof tagMenuItems.$inferInsert> = [];
  const tagProductRows: Array<typeof tagProducts.$inferInsert> = [];
  TAGS.forEach((tag, tagIndex) => {
    const tagId = tagIndex + 1;
    const linked = new Set<string>(tag.extraProducts ?? []);
    tag.menus.forEach((menu, menuIndex) => {
      const menuId = menuRows.length + 1;
      menuRows.push({ id: menuId, tagId, viewall: menu.viewall, sort: menuIndex + 1, ...loc('title', menu.title) });
      menu.items.forEach((item, itemIndex) => {
        if (item.column < 0 || item.column >= tag.colCount) throw new Error(`Seed: column ${item.column} outside tag ${tag.slug}`);
        if ('product' in item) linked.add(item.product);
        const { url, name } = menuItemTarget(item);
        itemRows.push({ menuId, column: item.column, url, sort: itemIndex + 1, ...loc('name', name) });
      });
    });
    for (const slug of linked) tagProductRows.push({ tagId, productId: productBySlug(slug).id });
  });
  insertAll(tagRows, (part) => db.insert(tags).values(part));
  insertAll(menuRows, (part) => db.insert(tagMenus).values(part));
  insertAll(itemRows, (part) => db.insert(tagMenuItems).values(part));
  insertAll(tagProductRows, (part) => db.insert(tagProducts).values(part));

  insertAll(
    APPLICATIONS.map((a, index) => ({ slug: a.slug, sort: index + 1, ...loc('name', a.name) })),
    (part) => db.insert(applications).values(part),
  );

  insertAll(
    GALLERIES.map((g) => ({ id: g.id, name: g.name, ...loc('title', g.title) })),
    (part) => db.insert(galleries).values(part),
  );
  insertAll(
    GALLERIES.flatMap((g) =>
      g.images.map((image, index) => ({
        galleryId: g.id,
        imageUrl: image.image,
        url: image.url,
        sort: index + 1,
        ...loc('caption', image.caption),
        ...loc('caption_sub', image.captionSub),
      })),
    ),
    (part) => db.insert(galleryImages).values(part),
  );

  insertAll(
    WIDGETS.map((w, index) => ({ id: index + 1, name: w.name, type: w.type, classes: w.classes })),
    (part) => db.insert(widgets).values(part),
  );
  insertAll(
    WIDGETS.flatMap((w, index) =>
      LOCALE_CODES.map((locale) => ({
        widgetId: index + 1,
        locale,
        html: pick(w.html ?? EMPTY, locale),
        value: pick(w.value ?? EMPTY, locale),
        imageUrl: pick(w.imageUrl ?? EMPTY, locale),
      })),
    ),
    (part) => db.insert(widgetLanguages).values(part),
  );

  const now = Date.now();
  insertAll(
    OFFERS.map((o, index) => ({
      slug: o.slug,
      imageUrl: o.image,
      startsAt: new Date(now + o.startsInDays * DAY_MS),
      endsAt: new Date(now + o.endsInDays * DAY_MS),
      sort: index + 1,
      ...loc('title', o.title),
      ...loc('summary', o.summary),
    })),
    (part) => db.insert(offers).values(part),
  );

  insertAll(
    LANDING_PAGES.map((page) => ({ slug: page.slug, published: true, ...loc('title', page.title), ...loc('body', page.body) })),
    (part) => db.insert(landingPages).values(part),
  );

  const [first, ...rest] = queries;
  if (first) await db.batch([first, ...rest]);
}

function menuItemTarget(item: TagMenuItemSeed): { url: string; name: T6 } {
  if ('product' in item) return { url: `/product/${item.product}`, name: productBySlug(item.product).name };
  if ('category' in item) return { url: `/products/${item.category}`, name: categoryName(item.category) };
  return { url: item.url, name: item.name };
}
