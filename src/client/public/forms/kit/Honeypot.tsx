import type { UseFormRegisterReturn } from 'react-hook-form';

/** Robots fill in every field; people never see this one (DECISIONS.md "Spam on the public forms"). */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
