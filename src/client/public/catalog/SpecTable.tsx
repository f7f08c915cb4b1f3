import type { SpecGroup } from '../../../shared/catalog/catalog.types';

/**
 * Grouped specification rows; two columns that stay readable on a phone, figures in tabular numerals. A table is as
 * wide as its longest word, so its cells may break one ("Wechselspannungsfunke") rather than widen the page.
 */
export function SpecTable({ groups }: { groups: readonly SpecGroup[] }) {
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <table key={group.group} className="w-full border-collapse overflow-hidden rounded border border-slate-200 bg-white text-sm">
          <caption className="bg-slate-100 px-4 py-2 text-left font-semibold text-navy-900">{group.group}</caption>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-200">
                <th scope="row" className="w-1/2 px-4 py-2 text-left align-top font-medium wrap-anywhere text-slate-700">
                  {row.label}
                </th>
                <td className="px-4 py-2 align-top wrap-anywhere text-navy-900 tabular">
                  {row.value}
                  {row.unit && <span className="ml-1 text-slate-600">{row.unit}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
