import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { CHECKSUM_ALGORITHMS, type ChecksumAlgorithm } from '../../../shared/serials/check-digit';
import { SelectField, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { LookupPicker } from '../../components/ui/LookupPicker';
import { messageOf } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import type { ChecksumRule } from './types';

/**
 * Adds a product line's rule, or changes one (`editing`): the pattern every serial of the line must match (a regular
 * expression) and the check-digit algorithm. One rule per line: the product of a rule being edited is fixed.
 */
export function ChecksumForm({ editing, onSaved, onCancel }: { editing: ChecksumRule | null; onSaved(message: string): Promise<void>; onCancel(): void }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const [productId, setProductId] = useState<number | null>(editing?.productId ?? null);
  const [pattern, setPattern] = useState(editing?.pattern ?? '');
  const [algorithm, setAlgorithm] = useState<ChecksumAlgorithm>(editing?.algorithm ?? 'luhn');
  const heading = useRef<HTMLHeadingElement>(null);
  // Edit moves the focus to the form it filled (it sits below the table), whose heading names the rule.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  const save = useMutation(
    trpc.admin.serials.saveChecksum.mutationOptions({
      onSuccess: async () => {
        await onSaved(editing ? t('checksums.updated') : t('checksums.added'));
        setProductId(null);
        setPattern('');
        setAlgorithm('luhn');
      },
    }),
  );
  const errors = fieldErrorsOf(save.error);
  const general = save.error && Object.keys(errors).length === 0 ? messageOf(save.error) : null;
  return (
    <form
      noValidate
      className="space-y-4"
      aria-labelledby="checksum-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ productId, pattern, algorithm });
      }}
    >
      <h2 id="checksum-form-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-navy-900 outline-none">
        {editing ? t('checksums.editTitle', { product: editing.product }) : t('checksums.addTitle')}
      </h2>
      <ErrorSummary errors={errors} general={general} labelOf={(field) => t(`checksums.fields.${field}`, { defaultValue: field })} />
      <div className="grid gap-4 md:grid-cols-3">
        {editing ? (
          <p className="text-sm">
            <span className="block font-medium text-slate-800">{t('checksums.fields.productId')}</span>
            <span className="font-semibold text-navy-900">{editing.product}</span>
          </p>
        ) : (
          <LookupPicker label={t('checksums.fields.productId')} source="products" value={productId} onChange={setProductId} error={errors.productId?.[0]} />
        )}
        <TextField
          label={t('checksums.fields.pattern')}
          value={pattern}
          maxLength={200}
          spellCheck={false}
          className="font-mono text-sm"
          placeholder="^VH15-\d{7}$"
          error={errors.pattern?.[0]}
          onChange={(event) => setPattern(event.target.value)}
        />
        <SelectField label={t('checksums.fields.algorithm')} value={algorithm} error={errors.algorithm?.[0]} onChange={(event) => setAlgorithm(event.target.value as ChecksumAlgorithm)}>
          {CHECKSUM_ALGORITHMS.map((value) => (
            <option key={value} value={value}>
              {t(`algorithms.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-sm text-slate-600">{t('checksums.patternHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={save.isPending} pendingLabel={t('common.saving')}>
          {t('checksums.save')}
        </Button>
        {editing && (
          <Button look="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
