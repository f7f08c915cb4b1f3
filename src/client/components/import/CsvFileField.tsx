import { useId, type ReactNode } from 'react';
import { Label } from '../form/parts';

/**
 * The file half of a CSV import (the other is the text box it fills): a file longer than `max` is refused with
 * `tooLarge` before it is read, so a wrong pick never freezes the page; otherwise its text and name are handed on.
 * `onError('')` clears a refusal on the next pick. `children` goes under it (the name of the file read).
 */
export function CsvFileField({ label, max, tooLarge, onRead, onError, children }: {
  label: string;
  max: number;
  tooLarge: string;
  onRead(text: string, name: string): void;
  onError(message: string): void;
  children?: ReactNode;
}) {
  const id = useId();
  const read = async (file: File | undefined) => {
    onError('');
    if (!file) return;
    if (file.size > max) {
      onError(tooLarge);
      return;
    }
    onRead(await file.text(), file.name);
  };
  return (
    <div className="space-y-1">
      <Label id={id} label={label} />
      <input
        id={id}
        type="file"
        accept=".csv,text/csv,text/plain"
        onChange={(event) => void read(event.target.files?.[0])}
        className="block text-sm file:mr-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
      />
      {children}
    </div>
  );
}
