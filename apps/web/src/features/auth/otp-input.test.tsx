import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/render';
import { emptyOtp, OtpInput } from './otp-input';

afterEach(cleanup);

function Harness() {
  const [digits, setDigits] = useState(() => emptyOtp(6));
  return (
    <>
      <OtpInput digits={digits} onChange={setDigits} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('takes one digit per box and moves focus forward on typing', () => {
    renderInTheme(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(box(1).value).toBe('4');
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));
    expect(code()).toBe('42');
  });

  it('ignores anything that is not a digit', () => {
    renderInTheme(<Harness />);
    box(1).focus();
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('replaces the digit when typing into a filled box', () => {
    renderInTheme(<Harness />);
    fireEvent.change(box(1), { target: { value: '4' } });
    fireEvent.change(box(1), { target: { value: '47' } });
    expect(box(1).value).toBe('7');
    fireEvent.change(box(1), { target: { value: '97' } });
    expect(box(1).value).toBe('9');
  });

  it('moves back on Backspace in an empty box, and Backspace clears a filled box', () => {
    renderInTheme(<Harness />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    // A filled box is cleared by the browser's own Backspace, which arrives as a change to ''.
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '' } });
    expect(code()).toBe('1');
  });

  it('does not move back from the first box', () => {
    renderInTheme(<Harness />);
    box(1).focus();
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
  });

  it('fills all six boxes when a 6-digit code is pasted into any box', () => {
    renderInTheme(<Harness />);
    box(3).focus();
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 123 456 ' } });
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(code()).toBe('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('fills every box when the whole code arrives at once (SMS autofill)', () => {
    renderInTheme(<Harness />);
    fireEvent.change(box(1), { target: { value: '987654' } });
    expect(code()).toBe('987654');
  });
});
