/**
 * Typography for stored content HTML (headings, paragraphs, lists, links, quotes, tables), without a plugin: the
 * sanitiser allows no class attributes, so the content is styled from its container.
 */
export const PROSE = [
  'text-slate-700 leading-relaxed',
  '[&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-navy-900',
  '[&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-navy-900 [&_h2]:mt-8 [&_h2:first-child]:mt-0',
  '[&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy-900 [&_h3]:mt-6',
  '[&_h4]:font-semibold [&_h4]:text-navy-900 [&_h4]:mt-4',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:font-semibold [&_a]:text-navy-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-navy-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-volt-500 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_table]:tabular-nums',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2',
  '[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full',
].join(' ');
