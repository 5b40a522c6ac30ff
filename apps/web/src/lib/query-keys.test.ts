import { describe, expect, it } from 'vitest';
import { carKeys, sameExceptViewer } from './query-keys';

describe('sameExceptViewer', () => {
  const guestCopy = { id: 7, wishlisted: false };

  it('keeps the guest copy of the same car while the buyer’s own copy loads', () => {
    const placeholder = sameExceptViewer([...carKeys.all, 'details', 7, { session: 1 }]);
    expect(placeholder(guestCopy, { queryKey: [...carKeys.all, 'details', 7, { session: 0 }] })).toBe(guestCopy);
  });

  it('never shows another car, list or page in its place', () => {
    const placeholder = sameExceptViewer([...carKeys.all, 'details', 7, { session: 1 }]);
    expect(placeholder(guestCopy, { queryKey: [...carKeys.all, 'details', 8, { session: 0 }] })).toBeUndefined();
    expect(placeholder(guestCopy, { queryKey: [...carKeys.all, 'top-deals', { session: 0 }] })).toBeUndefined();
    expect(placeholder(guestCopy, undefined)).toBeUndefined();
  });
});
