import { PROSE } from '../widgets/prose';

/**
 * Stored catalogue HTML (descriptions, FAQ answers). dangerouslySetInnerHTML is acceptable ONLY because the server
 * sanitised this HTML with an allow-list before storing it (src/server/services/content/sanitize.ts), as the widgets do.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
