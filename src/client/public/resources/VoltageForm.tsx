import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { isThicknessUnit, MAX_INPUT_LENGTH, parseThickness, THICKNESS_UNITS, type ParsedThickness } from '../../../shared/catalog/test-voltage';
import { SelectField, TextField } from '../../components/form/fields';
import { debounce } from '../widgets/debounce';
import { testVoltageHref } from './query';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';

/** How long typing pauses before the URL follows (the results follow at once). */
const URL_DELAY_MS = 400;
const PATH = '/resources/testvoltage';

export interface ThicknessInput {
  value: string;
  unit: string;
  parsed: ParsedThickness | null;
  setValue(value: string): void;
  setUnit(unit: string): void;
  submit(form: HTMLFormElement): void;
}

/**
 * The calculator's state: what the box and the select hold, starting from the URL (the server rendered the same),
 * following it on back/forward, and written back to it (replacing the history entry) so a result can be shared.
 * The results come from the typed text at once: the functions are local, no request is made.
 */
export function useThicknessInput(search: URLSearchParams): ThicknessInput {
  const [, navigate] = useLocation();
  const urlValue = search.get('thickness') ?? '';
  const urlUnit = search.get('unit') ?? 'um';
  const asked = search.has('thickness');
  const [value, setValueState] = useState(urlValue);
  const [unit, setUnitState] = useState(urlUnit);
  const [touched, setTouched] = useState(false);
  // Follow the URL (back button, a link) unless it is what this form just wrote.
  const [shown, setShown] = useState(`${urlValue}|${urlUnit}`);
  if (`${urlValue}|${urlUnit}` !== shown) {
    setShown(`${urlValue}|${urlUnit}`);
    if (value.trim() !== urlValue) setValueState(urlValue);
    if (unit !== urlUnit) setUnitState(urlUnit);
  }
  const writeUrl = useMemo(
    () =>
      debounce((nextValue: string, nextUnit: string) => {
        navigate(nextValue.trim() ? testVoltageHref(nextValue.trim(), nextUnit) : PATH, { replace: true });
      }, URL_DELAY_MS),
    [navigate],
  );
  useEffect(() => () => writeUrl.cancel(), [writeUrl]);

  // A unit the URL got wrong is shown as µm in the select: the first change makes it so.
  const validUnit = isThicknessUnit(unit) ? unit : 'um';
  let parsed: ParsedThickness | null = null;
  if (value.trim() !== '') parsed = parseThickness(value, touched ? validUnit : unit);
  else if (asked && !touched) parsed = { ok: false, error: 'empty' };

  return {
    value,
    unit: validUnit,
    parsed,
    setValue(next) {
      setTouched(true);
      setValueState(next);
      setUnitState(validUnit);
      writeUrl(next, validUnit);
    },
    setUnit(next) {
      setTouched(true);
      setUnitState(next);
      writeUrl(value, next);
    },
    submit(form) {
      writeUrl.cancel();
      // What the form holds: text typed before the app took the page over is in the box, not in the state.
      const data = new FormData(form);
      navigate(testVoltageHref(String(data.get('thickness') ?? '').trim(), String(data.get('unit') ?? 'um')));
    },
  };
}

/** A real GET form (named fields, an action): without JavaScript the server answers ?thickness=&unit= itself. */
export function VoltageForm({ input }: { input: ThicknessInput }) {
  const { t } = useTranslation('resources');
  const id = useId();
  const error = input.parsed && !input.parsed.ok ? input.parsed.error : null;
  return (
    <form
      action={PATH}
      method="get"
      aria-label={t('testVoltage.calculator')}
      className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        input.submit(event.currentTarget);
      }}
    >
      {/* Bottom-aligned: the button sits level with the boxes, under the thickness hint's line. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <TextField
          label={t('testVoltage.thickness')}
          hint={t('testVoltage.hint')}
          name="thickness"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={MAX_INPUT_LENGTH}
          value={input.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => input.setValue(event.target.value)}
          className="tabular-nums"
        />
      </div>
      <SelectField label={t('testVoltage.unit')} name="unit" value={input.unit} onChange={(event) => input.setUnit(event.target.value)} className="sm:w-32">
        {THICKNESS_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {t(`units.${unit}`)}
          </option>
        ))}
      </SelectField>
      <Button look="send" type="submit">
        {t('testVoltage.calculate')}
      </Button>
      </div>
      {error && (
        <Alert tone="error" id={`${id}-error`} className="mt-3">
          {t(`testVoltage.errors.${error}`)}
        </Alert>
      )}
    </form>
  );
}
