/**
 * A person's name as the public verification page shows it: the initial of every name, surname included ("Jane Doe"
 * → "J. D.", "Jean-Pierre Dupont" → "J.-P. D."). Enough to check a certificate against the person presenting it, not
 * enough to identify them to a stranger. Empty for a name without letters.
 */
export function initialsOf(name: string): string {
  return name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) =>
      word
        .split('-')
        .map((part) => part.match(/\p{L}/u)?.[0]?.toLocaleUpperCase() ?? '')
        .filter(Boolean)
        .map((letter) => `${letter}.`)
        .join('-'),
    )
    .filter(Boolean)
    .join(' ');
}
