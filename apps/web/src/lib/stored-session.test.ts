import { afterEach, describe, expect, it } from 'vitest';
import { createStoredSession } from './stored-session';

interface Session {
  token: string;
  name: string;
}

const KEY = 'luxe.testSession';
const parse = (value: Record<string, unknown>) =>
  typeof value.name === 'string' ? { token: value.token as string, name: value.name } : null;

afterEach(() => window.localStorage.clear());

describe('createStoredSession', () => {
  it('keeps a session under its own key, reads it back, and forgets it with the reason why', () => {
    const store = createStoredSession<Session>(KEY, parse);
    let changes = 0;
    const unsubscribe = store.subscribe(() => changes++);
    store.signIn({ token: 't1', name: 'Asha' });
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toEqual({ token: 't1', name: 'Asha' });
    expect(store.get()).toEqual({ token: 't1', name: 'Asha' });
    // A second store of the same key (a reload) reads what the first kept.
    expect(createStoredSession<Session>(KEY, parse).get()).toEqual({ token: 't1', name: 'Asha' });

    store.signOut('Your session has ended.');
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(changes).toBe(2);
    unsubscribe();
  });

  it('reads nothing from a value missing a field or not JSON, nor another key', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ token: 't1' }));
    expect(createStoredSession<Session>(KEY, parse).get()).toBeNull();
    window.localStorage.setItem(KEY, '{not json');
    expect(createStoredSession<Session>(KEY, parse).get()).toBeNull();
    window.localStorage.setItem('luxe.otherSession', JSON.stringify({ token: 't2', name: 'Ravi' }));
    expect(createStoredSession<Session>(KEY, parse).get()).toBeNull();
  });

  it('follows a sign-in or sign-out in another tab', () => {
    const store = createStoredSession<Session>(KEY, parse);
    window.localStorage.setItem(KEY, JSON.stringify({ token: 't3', name: 'Meera' }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(store.get()).toEqual({ token: 't3', name: 'Meera' });
    window.localStorage.removeItem(KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(store.get()).toBeNull();
  });
});
