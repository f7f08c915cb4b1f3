import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import type { FieldDef, ResourceDef } from '../../../../shared/collections/types';
import { Button } from '../../../components/ui/Button';
import { initialValues, type FormValues } from '../form-values';
import { useResourceLabels } from '../labels';
import { FieldFrame } from './FieldFrame';
import { FieldInput } from './FieldInput';

type ChildrenField = Extract<FieldDef, { kind: 'children' }>;

/** An ordered list of child records inside the form: add, remove, move up and down; each item has the child fields. */
export function ChildrenInput({
  def,
  field,
  form,
  prefix,
  errors,
}: {
  def: ResourceDef;
  field: ChildrenField;
  form: UseFormReturn<FormValues>;
  prefix: string;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const name = `${prefix}${field.name}`;
  const items = useFieldArray({ control: form.control, name: name as never });
  const itemLabel = t(field.itemLabel, { ns: def.ns });
  return (
    <FieldFrame id={name} label={labels.field(field)} as="fieldset" error={errors[name]}>
      {items.fields.length === 0 && <p className="text-sm text-slate-600">{t('children.empty')}</p>}
      <ol className="space-y-3">
        {items.fields.map((item, index) => (
          <li key={item.id} className="rounded border border-slate-200 bg-slate-50 p-3">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-navy-900">
                {itemLabel} {index + 1}
              </span>
              <div className="flex gap-1 text-sm">
                <button type="button" disabled={index === 0} onClick={() => items.move(index, index - 1)} className="rounded border border-slate-300 bg-white px-2 py-1 disabled:opacity-40">
                  {t('children.up')}
                  <span className="sr-only"> {itemLabel} {index + 1}</span>
                </button>
                <button
                  type="button"
                  disabled={index === items.fields.length - 1}
                  onClick={() => items.move(index, index + 1)}
                  className="rounded border border-slate-300 bg-white px-2 py-1 disabled:opacity-40"
                >
                  {t('children.down')}
                  <span className="sr-only"> {itemLabel} {index + 1}</span>
                </button>
                <button type="button" onClick={() => items.remove(index)} className="rounded border border-red-300 bg-white px-2 py-1 text-red-700">
                  {t('children.remove')}
                  <span className="sr-only"> {itemLabel} {index + 1}</span>
                </button>
              </div>
            </div>
            <div className="space-y-3">
              {field.fields.map((child) => (
                <FieldInput key={child.name} def={def} field={child} form={form} prefix={`${name}.${index}.`} errors={errors} />
              ))}
            </div>
          </li>
        ))}
      </ol>
      <Button look="outline" onClick={() => items.append(initialValues(def, null, field.fields) as never)}>
        {t('children.add', { name: itemLabel })}
      </Button>
    </FieldFrame>
  );
}
