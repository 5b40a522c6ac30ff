// Text a person typed, matched as itself inside LIKE patterns.

/** LIKE wildcards and the escape character are matched as text. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern that finds the term anywhere in a value (with ILIKE: in any case). */
export function containing(term: string): string {
  return `%${escapeLike(term)}%`;
}
