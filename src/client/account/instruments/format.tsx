/** An absent value: a dash to the eye, words to a screen reader (a lone "—" is read as nothing useful). */
export function NoValue({ label }: { label: string }) {
  return (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
