import { useId } from 'react';
import type { HelpArticle } from '../../../shared/help-centre/helpcenter.types';
import { Prose } from '../../public/catalog/Prose';

/**
 * One article as a disclosure: a button (its title) that shows or hides the body in place. The body is stored HTML,
 * sanitised by the server when the admin saved it, rendered as the public content pages render theirs (Prose).
 */
export function HelpArticleItem({ article, open, onToggle }: { article: HelpArticle; open: boolean; onToggle(): void }) {
  const id = useId();
  const panelId = `${id}-body`;
  return (
    <li data-testid="help-article" data-article-id={article.id}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start gap-3 px-4 py-3 text-left font-semibold text-navy-900 hover:bg-slate-50"
        >
          <span aria-hidden="true" className={`mt-0.5 inline-block transition-transform ${open ? 'rotate-90' : ''}`}>
            ▸
          </span>
          <span>{article.title}</span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-4 pb-4 pl-10" data-testid="help-article-body">
        {open && <Prose html={article.bodyHtml} />}
      </div>
    </li>
  );
}
