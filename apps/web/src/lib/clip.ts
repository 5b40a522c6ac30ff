/**
 * Text longer than `over` characters is cut to `keep` characters
 * plus '...' (wishlist card names: over 30 cut to 25; compare panel names and comparison fields: 10).
 */
export function clip(text: string, over: number, keep: number = over): string {
  return text.length > over ? `${text.slice(0, keep)}...` : text;
}
