import { LOCALE_CODES, type LocaleCode } from '../../../shared/locales';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const SETTINGS = ['hours', 'passingScore', 'attemptsPerDay', 'questionsPerAttempt', 'validityMonths', 'published', 'sort'];
const isCode = (value: string): value is LocaleCode => (LOCALE_CODES as readonly string[]).includes(value);

/** "title_DE" -> the field's words with the language: "Title (Deutsch)". */
function localized(t: Translate, field: string): string | null {
  const match = /^(title|description|text|explanation)_([A-Z]{2})$/.exec(field);
  if (!match || !isCode(match[2]!)) return null;
  return t('form.inLanguage', { field: t(`fields.${match[1]}`), language: t(`languages.${match[2]}`) });
}

function part(t: Translate, field: string): string {
  if (SETTINGS.includes(field)) return t(`fields.${field}`);
  const words = localized(t, field);
  if (words) return words;
  if (['fileId', 'posterFileId', 'durationSeconds', 'answers', 'captions'].includes(field)) return t(`fields.${field}`);
  return field;
}

/**
 * How the error summary names a field the server refused: "Question 3, answer 2: Text (English)", so an error in a
 * collapsed question or another language can still be found.
 */
export function courseFieldLabel(t: Translate, field: string): string {
  const segments = field.split('.');
  const places: string[] = [];
  let index = 0;
  while (index < segments.length - 1 && /^\d+$/.test(segments[index + 1] ?? '')) {
    const list = segments[index]!;
    const n = Number(segments[index + 1]) + 1;
    if (list === 'captions') {
      places.push(t('form.captionTrack', { n }));
    } else {
      places.push(t(`form.place.${list}`, { n, defaultValue: `${list} ${n}` }));
    }
    index += 2;
  }
  const rest = segments.slice(index).join('.');
  if (rest === 'locale' || (rest === '' && places.length > 0)) return places.join(', ');
  return places.length ? `${places.join(', ')}: ${part(t, rest)}` : part(t, rest);
}
