import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { InTheme, renderInTheme } from '../test/render';
import { FormTextField } from './form-text-field';

afterEach(cleanup);

const Schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email: z.email('Enter a valid email address'),
});
type Values = z.infer<typeof Schema>;

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(Schema), defaultValues: { name: '', email: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Details">
      <FormTextField form={form} name="name" label="Name" required />
      <FormTextField form={form} name="email" type="email" label="Email" hint="We write only about your car" required />
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.reset()}>
        Clear
      </button>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('FormTextField', () => {
  it('sends what was typed, under the field’s name', async () => {
    const onValid = vi.fn();
    renderInTheme(<Form onValid={onValid} />);
    fireEvent.change(field('Name'), { target: { value: 'Asha Rao' } });
    fireEvent.change(field('Email'), { target: { value: 'asha@example.in' } });
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Asha Rao', email: 'asha@example.in' });
  });

  it('on a failed submit, moves the focus to the first wrong field, which then says what is wrong', async () => {
    const onValid = vi.fn();
    renderInTheme(<Form onValid={onValid} />);
    fireEvent.change(field('Email'), { target: { value: 'asha@' } });
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Name', description: 'Enter your name' })).toBe(field('Name'));
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Enter a valid email address' })).toBe(field('Email'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows its hint again once the error is put right', async () => {
    renderInTheme(<Form onValid={() => {}} />);
    submit();
    await screen.findByRole('textbox', { name: 'Email', description: 'Enter a valid email address' });
    fireEvent.change(field('Email'), { target: { value: 'asha@example.in' } });
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('false'));
    expect(screen.getByRole('textbox', { name: 'Email', description: 'We write only about your car' })).toBe(field('Email'));
  });

  it('keeps what was typed into the server’s page before the code arrived, and a reset empties it', async () => {
    const onValid = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <InTheme>
        <Form onValid={onValid} />
      </InTheme>,
    );
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'Asha Rao';
    (container.querySelector('input[name="email"]') as HTMLInputElement).value = 'asha@example.in';

    await act(async () => {
      renderInTheme(<Form onValid={onValid} />, { container, hydrate: true });
    });
    expect(field('Name').value).toBe('Asha Rao');
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Asha Rao', email: 'asha@example.in' });

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
  });
});
