import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '../test/render';
import { SelectField } from './select-field';

afterEach(cleanup);

const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('newest');
  return (
    <SelectField
      label="Sort by"
      value={value}
      options={SORTS}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const select = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;

describe('SelectField', () => {
  it('is the platform’s drop-down, named by its label, offering the options in order', () => {
    renderInTheme(<Harness />);
    expect(select().tagName).toBe('SELECT');
    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(SORTS.map((sort) => sort.label));
    expect(select().value).toBe('newest');
  });

  it('gives its owner the chosen option’s value and shows what the owner holds', () => {
    const onChange = vi.fn();
    renderInTheme(<Harness onChange={onChange} />);
    fireEvent.change(select(), { target: { value: 'price-desc' } });
    expect(onChange).toHaveBeenCalledWith('price-desc');
    expect(select().value).toBe('price-desc');
    expect((screen.getByRole('option', { name: 'Price: high to low' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('shows the owner’s value, not the reader’s last choice, when the owner keeps it', () => {
    renderInTheme(<SelectField label="Sort by" value="newest" options={SORTS} onChange={() => {}} />);
    fireEvent.change(select(), { target: { value: 'price-asc' } });
    expect(select().value).toBe('newest');
  });

  it('with keepsChoice, shows the reader’s choice until its owner renders, and follows a new value from the owner', () => {
    const onChange = vi.fn();
    const field = (value: string) => <SelectField label="Sort by" value={value} options={SORTS} onChange={onChange} keepsChoice />;
    const { rerender } = renderInTheme(field('newest'));
    fireEvent.change(select(), { target: { value: 'price-asc' } });
    expect(onChange).toHaveBeenCalledWith('price-asc');
    expect(select().value).toBe('price-asc');
    rerender(field('price-asc'));
    expect(select().value).toBe('price-asc');
    // Back, or another part clearing it: the owner's new value shows.
    rerender(field('price-desc'));
    expect(select().value).toBe('price-desc');
  });

  it('keeps two selects with the same label apart', () => {
    renderInTheme(
      <>
        <SelectField label="Brand" value="" options={[{ value: '', label: 'Any' }]} onChange={() => {}} />
        <SelectField label="Brand" value="" options={[{ value: '', label: 'Any' }]} onChange={() => {}} />
      </>,
    );
    const [first, second] = screen.getAllByRole('combobox', { name: 'Brand' });
    expect(first!.id).not.toBe(second!.id);
  });
});
