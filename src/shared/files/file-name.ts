/**
 * A file name safe to store and to offer in Content-Disposition: no folders (a name such as "../../etc/passwd" keeps
 * only "passwd"), no control or reserved characters, no leading dots, at most 150 characters, and ending with the
 * extension of what the file really is. It stays readable: letters of any language and spaces are kept. Pure.
 */
const MAX_LENGTH = 150;
const EQUIVALENT_EXTENSIONS: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg', 'jpe'] };

export function safeFileName(original: string, ext: string): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\t\n\v\f\r]/g, ' ')
    // Control characters (C0, DEL, C1), bidi overrides that disguise an extension, and characters Windows refuses.
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const dot = cleaned.lastIndexOf('.');
  const given = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const matches = given !== '' && (EQUIVALENT_EXTENSIONS[ext] ?? [ext]).includes(given);
  // A wrong extension ("photo.exe" that is a PNG) is replaced; a dot inside the name ("v2.1 notes") is kept.
  const replaces = matches || /^[a-z0-9]{1,5}$/.test(given);
  const stem = (replaces ? cleaned.slice(0, dot) : cleaned).replace(/[.\s]+$/, '');
  const suffix = `.${matches ? given : ext}`;
  const short = Array.from(stem).slice(0, MAX_LENGTH - suffix.length).join('').trim();
  return `${short || 'file'}${suffix}`;
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
