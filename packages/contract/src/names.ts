// Names and places in every script India writes (Devanagari, Tamil, Bengali...): letters
// with their combining marks, stored in NFC so that one name typed two ways is one name. No zod: the web
// app's forms load this with the constants.

/**
 * A person's name or a place: a letter, then letters, their marks (vowel signs, viramas, accents),
 * spaces and . ' - ; a zero-width (non-)joiner only after a letter or mark, where Indic scripts use it
 * to choose a conjunct's form.
 */
export const NAME_PATTERN = /^\p{L}(?:[\p{L}\p{M} .'-]|(?<=[\p{L}\p{M}])[\u200C\u200D])*$/u;

/** What NAME_PATTERN allows, for messages: "<field> may contain only ...". */
export const NAME_CHARACTERS = "letters, spaces and . ' -";

/** The form a name is compared and stored in. */
export const normalizeName = (value: string): string => value.normalize('NFC');

/** Unicode's control characters (C0, DEL, C1), tab and line feed excepted when `lineBreaks` is set. */
export function hasControlCharacter(value: string, lineBreaks = false): boolean {
  return /\p{Cc}/u.test(lineBreaks ? value.replace(/[\t\n]/g, '') : value);
}
