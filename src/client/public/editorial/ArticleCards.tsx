import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface ArticleCardItem {
  id: number;
  url: string;
  title: string;
  summary: string;
  imageUrl: string;
  /** A line above the title (a date, an industry). */
  eyebrow?: ReactNode;
}

/**
 * A grid of article cards (news, case studies, offers): picture, a line of context, title and summary. The title is
 * the link (so a screen reader's list of links reads the titles); the whole card is clickable through it.
 */
export function ArticleCards({ items, headingLevel = 'h2' }: { items: readonly ArticleCardItem[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:border-navy-700 hover:shadow">
          {item.imageUrl && (
            <img src={item.imageUrl} alt="" width={480} height={320} loading="lazy" className="aspect-[3/2] w-full bg-slate-50 object-contain p-4" />
          )}
          <div className="flex flex-1 flex-col gap-2 p-5">
            {item.eyebrow && <p className="text-sm font-semibold text-navy-700 tabular">{item.eyebrow}</p>}
            <Heading className="text-lg font-semibold text-navy-900">
              <Link href={item.url} className="after:absolute after:inset-0 group-hover:underline">
                {item.title}
              </Link>
            </Heading>
            {item.summary && <p className="line-clamp-4 text-slate-700">{item.summary}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
