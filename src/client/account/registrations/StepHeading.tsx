import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A registration step's heading. When the step has just changed (`focus`), focus moves to it, so a screen reader
 * announces the new step and keyboard users continue from there instead of from a control that has gone.
 */
export function StepHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
    // Only when the step mounts: a heading that is already there keeps its place.
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none" data-testid="step-heading">
      {children}
    </h2>
  );
}
