import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '../test/render';
import { InputField } from './input-field';

afterEach(cleanup);

describe('InputField', () => {
  it('is named by its label, and the required mark is for the eye only', () => {
    renderInTheme(<InputField label="Full name" required />);
    const input = screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('reads its hint as the field’s description, and has none without one', () => {
    renderInTheme(
      <>
        <InputField label="Phone number" helperText="10-digit mobile number" />
        <InputField label="City" />
      </>,
    );
    const phone = screen.getByRole('textbox', { name: 'Phone number', description: '10-digit mobile number' });
    expect(phone.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('textbox', { name: 'City' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks the field invalid and gives the error as its description, so a screen reader says it with the field', () => {
    renderInTheme(<InputField label="Email" error helperText="Enter a valid email address" />);
    const email = screen.getByRole('textbox', { name: 'Email', description: 'Enter a valid email address' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address').classList.contains('error')).toBe(true);
  });

  it('passes typing and leaving to its owner', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    renderInTheme(<InputField label="City" onChange={onChange} onBlur={onBlur} />);
    const city = screen.getByRole('textbox', { name: 'City' });
    fireEvent.change(city, { target: { value: 'Pune' } });
    fireEvent.blur(city);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((onChange.mock.calls[0]![0] as { target: HTMLInputElement }).target.value).toBe('Pune');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('is a text area of `minRows` lines when multiline, labelled and described the same way', () => {
    renderInTheme(<InputField label="Comment" multiline minRows={4} helperText="Up to 500 characters" />);
    const comment = screen.getByRole('textbox', { name: 'Comment', description: 'Up to 500 characters' });
    expect(comment.tagName).toBe('TEXTAREA');
    expect((comment as HTMLTextAreaElement).rows).toBe(4);
  });

  it('gives each field its own id, so two fields with the same label stay apart', () => {
    renderInTheme(
      <>
        <InputField label="Name" helperText="first" />
        <InputField label="Name" helperText="second" />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: 'Name' });
    expect(first!.id).not.toBe(second!.id);
    expect(screen.getByRole('textbox', { description: 'second' })).toBe(second);
  });
});
