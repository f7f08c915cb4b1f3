import type { ReactNode } from 'react';

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto my-12 max-w-md rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
      {intro && <div className="mt-2 text-slate-600">{intro}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
