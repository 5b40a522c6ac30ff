/** A record's id from the address: a whole number from 1, or null for anything else. */
export function useIdParam(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}
