import { describe, it, expect } from 'vitest';
import { assembleCategoryTree, type CategoryRow } from '../../src/server/features/content/categories';
import { layoutColumns, type TagMenuItemRow } from '../../src/server/features/content/tags';

const names = (name: string) => ({ name_DE: '', name_EN: name, name_ES: '', name_FR: '', name_NL: '', name_PT: '' });
const item = (id: number, column: number): TagMenuItemRow => ({ id, menuId: 1, column, url: `/x/${id}`, sort: id, ...names(`Item ${id}`) });
const descriptions = { description_DE: '', description_EN: '', description_ES: '', description_FR: '', description_NL: '', description_PT: '' };
const category = (id: number, parentId: number | null): CategoryRow => ({
  id, parentId, slug: `c${id}`, sort: id, published: true, updatedAt: new Date(0), ...names(`C${id}`), ...descriptions,
});

describe('layoutColumns', () => {
  it('answers exactly col_count columns, items in order', () => {
    const columns = layoutColumns([item(1, 0), item(2, 2), item(3, 0)], 4);
    expect(columns.map((c) => c.map((i) => i.id))).toEqual([[1, 3], [], [2], []]);
    expect(columns[0]![0]).toEqual({ id: 1, url: '/x/1', ...names('Item 1') });
  });

  it('keeps items of a column the tag no longer has in its last column', () => {
    expect(layoutColumns([item(1, 5), item(2, -1)], 2).map((c) => c.map((i) => i.id))).toEqual([[2], [1]]);
    expect(layoutColumns([item(1, 0)], 0)).toEqual([]);
  });
});

describe('assembleCategoryTree', () => {
  const rows = [category(1, null), category(2, 1), category(3, 1), category(4, 2)];

  it('nests children by parent and adds product lists when asked', () => {
    const products = new Map([[4, [{ id: 9, url: '/product/p9', image_url: '', ...names('P9') }]]]);
    const tree = assembleCategoryTree(rows[0]!, rows, products);
    expect(tree).toMatchObject({ id: 1, url: '/products/c1', products: [], children: [{ id: 2, children: [{ id: 4 }] }, { id: 3, children: [] }] });
    expect(tree.children[0]!.children[0]!.products).toEqual([{ id: 9, url: '/product/p9', image_url: '', ...names('P9') }]);
  });

  it('leaves the products key out without products and survives a parent loop', () => {
    const looped = [category(1, 3), category(2, 1), category(3, 2)];
    const tree = assembleCategoryTree(looped[0]!, looped, null);
    expect(tree).not.toHaveProperty('products');
    expect(tree).toMatchObject({ id: 1, children: [{ id: 2, children: [{ id: 3, children: [] }] }] });
  });
});
