import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAQ_ITEMS, FaqList } from './faq-list';

afterEach(cleanup);

const question = (index: number) => screen.getByRole('button', { name: FAQ_ITEMS[index]!.question });
const isOpen = (index: number) => question(index).getAttribute('aria-expanded') === 'true';

describe('FaqList', () => {
  it('has its seven entries, all closed at first', () => {
    render(<FaqList />);
    expect(FAQ_ITEMS).toHaveLength(7);
    expect(FAQ_ITEMS.map((_, index) => isOpen(index))).toEqual(Array(7).fill(false));
  });

  it('keeps one item open at a time, and clicking the open one closes it', () => {
    render(<FaqList />);
    fireEvent.click(question(0));
    expect(isOpen(0)).toBe(true);
    fireEvent.click(question(2));
    expect(isOpen(0)).toBe(false);
    expect(isOpen(2)).toBe(true);
    fireEvent.click(question(2));
    expect(isOpen(2)).toBe(false);
  });
});
