// "Remember me" (the original design does not say its effect): we remember the mobile number on this
// device so the next login starts with it filled in. The session itself is the stored token either way.
const KEY = 'luxe.rememberedPhone';

export function rememberedPhone(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberPhone(phone: string): void {
  try {
    window.localStorage.setItem(KEY, phone);
  } catch {
    // Storage unavailable: there is nothing to remember it in.
  }
}

export function forgetPhone(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing was remembered.
  }
}
