// The six single-digit boxes of the OTP step: digits only, typing moves forward,
// Backspace in an empty box moves back, and pasting (or the phone's autofill) of a code fills the boxes.
import { Box } from '@mui/material';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

interface OtpInputProps {
  /** One entry per box; '' for an empty box. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Names the group for assistive technology. */
  label?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

export function OtpInput({ digits, onChange, disabled = false, autoFocus = false, label = 'One-time code' }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = digits.length;

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits into the boxes from index on, and moves focus after the last one written. */
  const fill = (index: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, length - index);
    if (!incoming) return;
    const next = [...digits];
    incoming.split('').forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    onChange(next);
    focus(index + incoming.length);
  };

  const onBoxChange = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (raw === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    if (!typed) return;
    // A whole code arriving at once (autofill from SMS) fills every box from the first.
    if (typed.length === length) {
      fill(0, typed);
      return;
    }
    // Typing into a filled box whose digit was not selected: the new digit is the one that is not the old one.
    const previous = digits[index] ?? '';
    const digit = previous && typed.length > 1 ? typed.replace(previous, '') : typed;
    fill(index, digit.slice(-1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    fill(pasted.length === length ? 0 : index, pasted);
  };

  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${length}, minmax(0, 56px))`, gap: { xs: 1, sm: 1.5 } }}
    >
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => onBoxChange(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={length}
          aria-label={`Digit ${index + 1} of ${length}`}
          sx={{
            width: '100%',
            height: 56,
            minWidth: 0,
            textAlign: 'center',
            fontSize: 22,
            fontWeight: 700,
            fontFamily: 'inherit',
            fontVariantNumeric: 'tabular-nums',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1.5,
            borderColor: digit ? 'primary.main' : 'navy.line',
            borderRadius: '12px',
            outline: 'none',
            transition: 'border-color 150ms ease, box-shadow 150ms ease',
            '&:focus': { borderColor: 'primary.main', boxShadow: (theme) => theme.navyShadows.focusRing },
            '&:disabled': { opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}

export function emptyOtp(length: number): string[] {
  return Array.from({ length }, () => '');
}
