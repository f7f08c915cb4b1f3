
/**
 * Stored catalogue HTML (descriptions, FAQ answers). dangerouslySetInnerHTML is acceptable ONLY because the server
 * sanitised this HTML with an allow-list before storing it (src/server/features/content/sanitize.ts), as the widgets do.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
