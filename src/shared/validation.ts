import { z } from 'zod';
import type { Locale } from './locales';

/**
 * Validation messages in the visitor's language, worded like the original site's server (Laravel style, English:
 * "The name field is required."). Schemas stay free of wording; the server formats each zod issue with these.
 */
export type MessageKey =
  | 'required' | 'string' | 'boolean' | 'number' | 'integer' | 'email' | 'min' | 'max' | 'minNumber' | 'maxNumber'
  | 'unique' | 'confirmed' | 'accepted' | 'invalid' | 'password' | 'currentPassword' | 'code' | 'recoveryCode' | 'token'
  | 'characters' | 'jsonObject' | 'nesting' | 'singleLine';

type Catalog = Record<MessageKey, string>;

const MESSAGES: Record<Locale, Catalog> = {
  en: {
    required: 'The {field} field is required.',
    string: 'The {field} field must be a string.',
    boolean: 'The {field} field must be true or false.',
    number: 'The {field} field must be a number.',
    integer: 'The {field} field must be an integer.',
    email: 'The {field} field must be a valid email address.',
    min: 'The {field} field must be at least {n} characters.',
    max: 'The {field} field must not be greater than {n} characters.',
    minNumber: 'The {field} field must be at least {n}.',
    maxNumber: 'The {field} field must not be greater than {n}.',
    unique: 'The {field} has already been taken.',
    confirmed: 'The {field} field confirmation does not match.',
    accepted: 'The {field} field must be accepted.',
    invalid: 'The {field} field is invalid.',
    password: 'These credentials do not match our records.',
    currentPassword: 'The password is incorrect.',
    code: 'The provided two factor authentication code was invalid.',
    recoveryCode: 'The provided recovery code was invalid.',
    token: 'This password reset token is invalid.',
    characters: 'The {field} field contains characters that are not allowed.',
    jsonObject: 'The request body must be a JSON object.',
    nesting: 'The request body is nested too deeply.',
    singleLine: 'The {field} field must be a single line without control or invisible characters.',
  },
  de: {
    required: 'Das Feld {field} ist erforderlich.',
    string: 'Das Feld {field} muss ein Text sein.',
    boolean: 'Das Feld {field} muss wahr oder falsch sein.',
    number: 'Das Feld {field} muss eine Zahl sein.',
    integer: 'Das Feld {field} muss eine ganze Zahl sein.',
    email: 'Das Feld {field} muss eine gültige E-Mail-Adresse sein.',
    min: 'Das Feld {field} muss mindestens {n} Zeichen lang sein.',
    max: 'Das Feld {field} darf höchstens {n} Zeichen lang sein.',
    minNumber: 'Das Feld {field} muss mindestens {n} sein.',
    maxNumber: 'Das Feld {field} darf höchstens {n} sein.',
    unique: '{field} ist bereits vergeben.',
    confirmed: 'Die Bestätigung von {field} stimmt nicht überein.',
    accepted: 'Das Feld {field} muss akzeptiert werden.',
    invalid: 'Das Feld {field} ist ungültig.',
    password: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
    currentPassword: 'Das Passwort ist falsch.',
    code: 'Der angegebene Zwei-Faktor-Code ist ungültig.',
    recoveryCode: 'Der angegebene Wiederherstellungscode ist ungültig.',
    token: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig.',
    characters: 'Das Feld {field} enthält unzulässige Zeichen.',
    jsonObject: 'Der Anfrageinhalt muss ein JSON-Objekt sein.',
    nesting: 'Der Anfrageinhalt ist zu tief verschachtelt.',
    singleLine: 'Das Feld {field} muss eine einzelne Zeile ohne Steuer- oder unsichtbare Zeichen sein.',
  },
  es: {
    required: 'El campo {field} es obligatorio.',
    string: 'El campo {field} debe ser un texto.',
    boolean: 'El campo {field} debe ser verdadero o falso.',
    number: 'El campo {field} debe ser un número.',
    integer: 'El campo {field} debe ser un número entero.',
    email: 'El campo {field} debe ser una dirección de correo válida.',
    min: 'El campo {field} debe tener al menos {n} caracteres.',
    max: 'El campo {field} no debe tener más de {n} caracteres.',
    minNumber: 'El campo {field} debe ser al menos {n}.',
    maxNumber: 'El campo {field} no debe ser mayor que {n}.',
    unique: 'El valor de {field} ya está en uso.',
    confirmed: 'La confirmación de {field} no coincide.',
    accepted: 'Debe aceptar el campo {field}.',
    invalid: 'El campo {field} no es válido.',
    password: 'Estas credenciales no coinciden con nuestros registros.',
    currentPassword: 'La contraseña es incorrecta.',
    code: 'El código de autenticación de dos factores no es válido.',
    recoveryCode: 'El código de recuperación no es válido.',
    token: 'Este enlace para restablecer la contraseña no es válido.',
    characters: 'El campo {field} contiene caracteres no permitidos.',
    jsonObject: 'El cuerpo de la solicitud debe ser un objeto JSON.',
    nesting: 'El cuerpo de la solicitud está anidado a demasiada profundidad.',
    singleLine: 'El campo {field} debe ser una sola línea sin caracteres de control ni invisibles.',
  },
  fr: {
    required: 'Le champ {field} est obligatoire.',
    string: 'Le champ {field} doit être un texte.',
    boolean: 'Le champ {field} doit être vrai ou faux.',
    number: 'Le champ {field} doit être un nombre.',
    integer: 'Le champ {field} doit être un nombre entier.',
    email: 'Le champ {field} doit être une adresse e-mail valide.',
    min: 'Le champ {field} doit contenir au moins {n} caractères.',
    max: 'Le champ {field} ne doit pas dépasser {n} caractères.',
    minNumber: 'Le champ {field} doit être au moins {n}.',
    maxNumber: 'Le champ {field} ne doit pas dépasser {n}.',
    unique: 'La valeur du champ {field} est déjà utilisée.',
    confirmed: 'La confirmation du champ {field} ne correspond pas.',
    accepted: 'Le champ {field} doit être accepté.',
    invalid: "Le champ {field} n'est pas valide.",
    password: 'Ces identifiants ne correspondent pas à nos enregistrements.',
    currentPassword: 'Le mot de passe est incorrect.',
    code: "Le code d'authentification à deux facteurs n'est pas valide.",
    recoveryCode: "Le code de récupération n'est pas valide.",
    token: "Ce lien de réinitialisation du mot de passe n'est pas valide.",
    characters: 'Le champ {field} contient des caractères non autorisés.',
    jsonObject: 'Le corps de la requête doit être un objet JSON.',
    nesting: 'Le corps de la requête est imbriqué trop profondément.',
    singleLine: 'Le champ {field} doit tenir sur une seule ligne, sans caractères de contrôle ni invisibles.',
  },
  nl: {
    required: 'Het veld {field} is verplicht.',
    string: 'Het veld {field} moet tekst zijn.',
    boolean: 'Het veld {field} moet waar of onwaar zijn.',
    number: 'Het veld {field} moet een getal zijn.',
    integer: 'Het veld {field} moet een geheel getal zijn.',
    email: 'Het veld {field} moet een geldig e-mailadres zijn.',
    min: 'Het veld {field} moet minstens {n} tekens bevatten.',
    max: 'Het veld {field} mag niet meer dan {n} tekens bevatten.',
    minNumber: 'Het veld {field} moet minstens {n} zijn.',
    maxNumber: 'Het veld {field} mag niet groter zijn dan {n}.',
    unique: '{field} is al in gebruik.',
    confirmed: 'De bevestiging van {field} komt niet overeen.',
    accepted: 'Het veld {field} moet worden geaccepteerd.',
    invalid: 'Het veld {field} is ongeldig.',
    password: 'Deze gegevens komen niet overeen met onze administratie.',
    currentPassword: 'Het wachtwoord is onjuist.',
    code: 'De opgegeven tweestapsverificatiecode is ongeldig.',
    recoveryCode: 'De opgegeven herstelcode is ongeldig.',
    token: 'Deze link om het wachtwoord opnieuw in te stellen is ongeldig.',
    characters: 'Het veld {field} bevat tekens die niet zijn toegestaan.',
    jsonObject: 'De inhoud van het verzoek moet een JSON-object zijn.',
    nesting: 'De inhoud van het verzoek is te diep genest.',
    singleLine: 'Het veld {field} moet één regel zijn, zonder stuur- of onzichtbare tekens.',
  },
  pt: {
    required: 'O campo {field} é obrigatório.',
    string: 'O campo {field} deve ser um texto.',
    boolean: 'O campo {field} deve ser verdadeiro ou falso.',
    number: 'O campo {field} deve ser um número.',
    integer: 'O campo {field} deve ser um número inteiro.',
    email: 'O campo {field} deve ser um endereço de e-mail válido.',
    min: 'O campo {field} deve ter pelo menos {n} caracteres.',
    max: 'O campo {field} não pode ter mais de {n} caracteres.',
    minNumber: 'O campo {field} deve ser pelo menos {n}.',
    maxNumber: 'O campo {field} não pode ser superior a {n}.',
    unique: 'O valor de {field} já está a ser utilizado.',
    confirmed: 'A confirmação de {field} não corresponde.',
    accepted: 'O campo {field} deve ser aceite.',
    invalid: 'O campo {field} é inválido.',
    password: 'Estas credenciais não correspondem aos nossos registos.',
    currentPassword: 'A palavra-passe está incorreta.',
    code: 'O código de autenticação de dois fatores é inválido.',
    recoveryCode: 'O código de recuperação é inválido.',
    token: 'Esta ligação de redefinição da palavra-passe é inválida.',
    characters: 'O campo {field} contém caracteres não permitidos.',
    jsonObject: 'O corpo do pedido deve ser um objeto JSON.',
    nesting: 'O corpo do pedido está aninhado a demasiada profundidade.',
    singleLine: 'O campo {field} deve ser uma única linha, sem caracteres de controlo ou invisíveis.',
  },
};

/**
 * A message with its field's label (already in the visitor's language: server/validation.ts names fields through the
 * one mapping of shared/field-labels.ts) and its number.
 */
/** The catalogue itself: the tests read a message's field name back out of it. */
export const VALIDATION_MESSAGES: Readonly<Record<Locale, Readonly<Catalog>>> = MESSAGES;

export function messageWithLabel(key: MessageKey, label: string, locale: Locale, n?: number | bigint): string {
  return MESSAGES[locale][key].replace('{field}', label).replace('{n}', String(n ?? ''));
}

/** A custom zod issue carries its message key as the message: "msg:unique". */
export const msg = (key: MessageKey) => `msg:${key}`;

/**
 * Characters no form field may hold (issue 8): C0 controls except tab, line feed and carriage return; DEL and the C1
 * controls; UTF-16 surrogates that are not part of a pair (they cannot be stored or e-mailed as UTF-8).
 */
export const FORBIDDEN_TEXT =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN_TEXT.test(text);

/**
 * What a one-line text (a name, a company, a title, an invitation) may not hold besides FORBIDDEN_TEXT (issue 28):
 * TAB, CR, LF and the Unicode line and paragraph separators, which break the line of an e-mail greeting or a CSV row;
 * the bidi controls U+202A-202E and U+2066-2069, which make a name read backwards; and the zero-width characters
 * U+200B-200D, U+2060 and U+FEFF, which make two names that look alike differ. Multi-line texts keep newlines and tabs.
 */
export const NOT_ONE_LINE = /[\t\n\r\u2028\u2029\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/;

export const isOneLine = (text: string): boolean => !NOT_ONE_LINE.test(text);

/**
 * A one-line text field: trimmed, at most `max` characters, no control, line-breaking, bidi or zero-width character.
 * Chain `.min(1)` for a required one. Every single-line text of the schemas is built with it.
 */
export const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !FORBIDDEN_TEXT.test(value), { message: msg('characters') })
    .refine(isOneLine, { message: msg('singleLine') });

/**
 * A box the form must have ticked (terms, privacy): the form sends its checkbox as it stands, so the input is a boolean
 * and an unticked box is answered with "must be accepted"; what passes is `true`.
 */
export const accepted = () => z.boolean().optional().pipe(z.literal(true));

/** Deeper than any form of the site nests its values; a body beyond it is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

export type TextProblem = { kind: 'characters' | 'nesting'; path: (string | number)[] };

/**
 * The first problem of a JSON value (object keys included): a string holding a forbidden character, or a value
 * nested deeper than MAX_JSON_DEPTH. The server runs it on every body it is sent, so no field of any form can store
 * one. It walks with its own stack, not by recursion, so no body can exhaust the call stack.
 */
export function firstTextProblem(value: unknown): TextProblem | null {
  const stack: Array<{ value: unknown; path: (string | number)[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (typeof item === 'string') {
      if (hasForbiddenCharacters(item)) return { kind: 'characters', path };
      continue;
    }
    const children = childrenOf(item);
    if (children.length === 0) continue;
    if (path.length >= MAX_JSON_DEPTH) return { kind: 'nesting', path };
    // Pushed in reverse, so the first child is looked at first and the path reported is the first in reading order.
    for (let index = children.length - 1; index >= 0; index--) {
      const [key, child] = children[index]!;
      if (typeof key === 'string' && hasForbiddenCharacters(key)) return { kind: 'characters', path: [...path, key] };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

function childrenOf(value: unknown): Array<[string | number, unknown]> {
  if (Array.isArray(value)) return value.map((item, index) => [index, item]);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.entries(value);
  return [];
}
