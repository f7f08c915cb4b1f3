import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>([^<]*)<\/\1>/g;

/**
 * A translated sentence with named tags, "I agree to the <terms>terms</terms> and the <privacy>privacy policy</privacy>.",
 * with each tag's text put inside the element given for its name (the text as given where a name has none). It reads
 * the flat named tags of react-i18next's `Trans`, which our locale files use for links in a sentence, without `Trans`
 * itself: 4.7 kB gzipped (an HTML parser among it) on every page with a consent box. React escapes every text part.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, ReactElement> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = tags[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
