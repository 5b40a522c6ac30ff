import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '../test/render';
import { CheckboxLabel } from './checkbox-label';

afterEach(cleanup);

function Harness({ asSwitch, onChange }: { asSwitch?: boolean; onChange?: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxLabel
      asSwitch={asSwitch}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
    >
      Remember me
    </CheckboxLabel>
  );
}

describe('CheckboxLabel', () => {
  it('is a checkbox named by its label, and a click on the label text toggles it', () => {
    const onChange = vi.fn();
    renderInTheme(<Harness onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('Remember me'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box.checked).toBe(false);
  });

  it('is a switch for screen readers when asked, toggled the same way', () => {
    renderInTheme(<Harness asSwitch />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    const toggle = screen.getByRole('switch', { name: 'Remember me' }) as HTMLInputElement;
    fireEvent.click(screen.getByText('Remember me'));
    expect(toggle.checked).toBe(true);
  });

  it('takes a fuller accessible name over the visible label when given one', () => {
    renderInTheme(
      <CheckboxLabel asSwitch checked onChange={() => {}} aria-label="Compare Audi Q7 with the others">
        Compare
      </CheckboxLabel>,
    );
    expect((screen.getByRole('switch', { name: 'Compare Audi Q7 with the others' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the owner’s state: a click the owner does not take leaves it as it was', () => {
    const onChange = vi.fn();
    renderInTheme(
      <CheckboxLabel checked={false} onChange={onChange}>
        Remember me
      </CheckboxLabel>,
    );
    fireEvent.click(screen.getByText('Remember me'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(false);
  });
});
