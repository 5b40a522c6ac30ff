// Text a person typed, matched as itself inside LIKE patterns, and searches by words.
import { sql, type SQL } from 'drizzle-orm';

/** LIKE wildcards and the escape character are matched as text. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern that finds the term anywhere in a value (with ILIKE: in any case). */
export function containing(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** The words of a search, lower case, at most six. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
}

/** Each word must appear in `column` (lower-case text): by substring (3+ characters) or at a word start (shorter). */
export function wordsMatch(column: SQL, search: string): SQL {
  const parts = searchWords(search).map((word) => {
    const w = escapeLike(word);
    return word.length >= 3 ? sql`${column} like ${`%${w}%`}` : sql`(${column} like ${`${w}%`} or ${column} like ${`% ${w}%`})`;
  });
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
