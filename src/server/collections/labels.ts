import type { FormLabels, LabelKey } from '../../shared/field-labels';
import type { FieldDef, ResourceDef } from '../../shared/collections/types';
import { bundledLabelKey } from '../locale-text';

const cache = new WeakMap<ResourceDef, FormLabels>();

/**
 * A resource's form labels for its validation errors: the very keys its edit form shows (`fields.{name}` of its
 * namespace unless the field names another), child rows by their item label ("Picture 2: Description ...").
 */
export function resourceLabels(def: ResourceDef): FormLabels {
  let labels = cache.get(def);
  if (!labels) {
    const fields: Record<string, LabelKey> = {};
    const items: Record<string, LabelKey> = {};
    collect(def.ns, def.fields, fields, items);
    labels = { fields, items };
    cache.set(def, labels);
  }
  return labels;
}

function collect(ns: string, defs: readonly FieldDef[], fields: Record<string, LabelKey>, items: Record<string, LabelKey>) {
  for (const field of defs) {
    const key = bundledLabelKey(ns, field.label ?? `fields.${field.name}`);
    // A parent field keeps its label when a child row has a field of the same name.
    if (key && !(field.name in fields)) fields[field.name] = key;
    if (field.kind !== 'children') continue;
    const item = bundledLabelKey(ns, field.itemLabel);
    if (item) items[field.name] = item;
    collect(ns, field.fields, fields, items);
  }
}
