import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import type { MyInstrument } from '../../../shared/serials/instruments.types';
import { Button } from '../../components/ui/Button';
import { Panel } from '../../components/ui/Panel';
import { emptyLine, MAX_LINES } from './form-values';
import { canAddLine, canRemoveLine, kitLine } from './lines';
import { lineHeadingId, LineFields } from './LineFields';
import { useReturnForm } from './use-return-form';

/**
 * Products to return: one or more lines (at most MAX_LINES), "Add another item" for a line of its own and "Add
 * another item from the kit" for a single part of the last product named. A line added or removed moves the focus
 * to a line's heading, so the keyboard and the screen reader land where the list changed.
 */
export function LinesSection({ instruments }: { instruments: readonly MyInstrument[] }) {
  const { t } = useTranslation('returns');
  const { control } = useReturnForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const fromKit = kitLine(lines);
  const full = !canAddLine(lines);

  const focusLine = useRef<number | null>(null);
  useEffect(() => {
    if (focusLine.current === null) return;
    document.getElementById(lineHeadingId(focusLine.current))?.focus();
    focusLine.current = null;
  }, [fields.length]);

  const add = (kit: boolean) => {
    const line = kit ? kitLine(lines) : emptyLine();
    if (!line || full) return;
    focusLine.current = fields.length;
    append(line, { shouldFocus: false });
  };

  return (
    <Panel id="return-lines" title={t('form.sections.lines')}>
      <p className="text-sm text-slate-600">{t('form.linesLead')}</p>
      <div className="space-y-4">
        {fields.map((field, index) => (
          <LineFields
            key={field.id}
            index={index}
            instruments={instruments}
            onRemove={
              canRemoveLine(lines)
                ? () => {
                    focusLine.current = Math.max(0, index - 1);
                    remove(index);
                  }
                : null
            }
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button look="outline" onClick={() => add(false)} disabled={full}>
          {t('form.addItem')}
        </Button>
        <Button look="outline" onClick={() => add(true)} disabled={full || !fromKit} aria-describedby="return-kit-hint">
          {t('form.addFromKit')}
        </Button>
      </div>
      <p id="return-kit-hint" className="text-sm text-slate-600">
        {full ? t('form.linesFull', { max: MAX_LINES }) : fromKit ? t('form.addFromKitHint', { item: fromKit.itemName }) : t('form.addFromKitNone')}
      </p>
    </Panel>
  );
}
