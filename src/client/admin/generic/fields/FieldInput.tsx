import { lazy, Suspense, useId, type ReactElement } from 'react';
import { Controller, type ControllerRenderProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import type { FieldDef, ResourceDef } from '../../../../shared/collections/types';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { UploadField } from '../../files/UploadField';
import type { FormValues } from '../form-values';
import { useResourceLabels } from '../labels';
import { ChildrenInput } from './ChildrenInput';
import { CONTROL } from '../../../components/form/parts';
import { FieldFrame } from './FieldFrame';
import { LocalizedInput } from './LocalizedInput';
import { RelationInput } from './RelationInput';
import { SuggestInput } from './SuggestInput';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export interface FieldInputProps {
  def: ResourceDef;
  field: FieldDef;
  form: UseFormReturn<FormValues>;
  /** Path of the record inside the form ('' for the record itself, 'images.2.' for a child). */
  prefix: string;
  /** Server errors by full path ('question_EN', 'images.2.imageUrl'): the first message of each. */
  errors: Record<string, string | undefined>;
  /** Shown, not edited: a field fixed once the record exists (`fixedAfterCreate`). */
  locked?: boolean;
}

/** One input of a resource form, chosen by the field's kind. */
export function FieldInput({ def, field, form, prefix, errors, locked = false }: FieldInputProps) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const id = useId();
  const name = `${prefix}${field.name}`;
  const label = labels.field(field);
  const hint = field.help ? t(field.help, { ns: def.ns }) : undefined;
  const error = errors[name];
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
  const frame = { id, label, required: field.required, hint, error };
  // The plain controls are the form kit's; the rich, localized, relation and suggest editors keep their frame.
  const plain = { label, required: field.required, hint, error };
  /** An editor that is not a native control: react-hook-form hands it the field's value and change handler. */
  const controlled = (editor: (control: ControllerRenderProps<FormValues>) => ReactElement) => (
    <Controller control={form.control} name={name} render={({ field: control }) => editor(control)} />
  );

  if (locked) {
    return (
      <TextField {...plain} type="text" value={String(form.getValues(name) ?? '')} readOnly />
    );
  }
  switch (field.kind) {
    case 'localized':
    case 'localizedRich':
      return (
        <LocalizedInput
          form={form}
          name={name}
          label={label}
          rich={field.kind === 'localizedRich'}
          multiline={field.multiline ?? false}
          required={field.required ?? false}
          hint={hint}
          errors={errors}
        />
      );
    case 'children':
      return <ChildrenInput def={def} field={field} form={form} prefix={prefix} errors={errors} />;
    case 'boolean':
      return (
        <CheckboxField label={label} hint={hint} error={error} {...form.register(name)} />
      );
    case 'number':
      return (
        <TextField {...plain} type="number" inputMode="numeric" {...form.register(name, { valueAsNumber: true })} className="max-w-40" />
      );
    case 'date':
      return (
        <TextField {...plain} type="date" {...form.register(name)} className="max-w-52" />
      );
    case 'select':
      return (
        <SelectField {...plain} {...form.register(name)} className="max-w-md">
          {field.options.map((option) => (
            <option key={option} value={option}>
              {labels.option(field.optionLabels, option)}
            </option>
          ))}
        </SelectField>
      );
    case 'textarea':
      return (
        <TextAreaField {...plain} {...form.register(name)} />
      );
    case 'richtext':
      return (
        <FieldFrame {...frame}>
          {controlled((control) => (
            <Suspense fallback={<textarea aria-label={label} className={CONTROL} value={String(control.value ?? '')} readOnly />}>
              <RichTextEditor id={id} label={label} value={String(control.value ?? '')} onChange={control.onChange} invalid={Boolean(error)} />
            </Suspense>
          ))}
        </FieldFrame>
      );
    case 'relation':
      return (
        <FieldFrame {...frame}>
          {controlled((control) => (
            <RelationInput
              id={id}
              label={label}
              source={field.resource}
              value={typeof control.value === 'number' ? control.value : null}
              onChange={control.onChange}
              nullable={field.nullable ?? !field.required}
            />
          ))}
        </FieldFrame>
      );
    case 'image':
    case 'file':
      return controlled((control) => (
        <UploadField
          id={id}
          label={label}
          kind={field.kind === 'image' ? 'image' : 'file'}
          value={String(control.value ?? '')}
          onChange={control.onChange}
          {...(error ? { error } : {})}
        />
      ));
    case 'text':
      if (field.suggest)
        return (
          <FieldFrame {...frame}>
            {controlled((control) => (
              <SuggestInput
                def={def}
                field={field.name}
                id={id}
                label={label}
                value={String(control.value ?? '')}
                onChange={control.onChange}
                onBlur={control.onBlur}
                errorId={aria['aria-describedby']}
              />
            ))}
          </FieldFrame>
        );
      return <TextField {...plain} type="text" {...form.register(name)} />;
  }
}
