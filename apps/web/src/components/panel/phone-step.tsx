// The first step of a panel's sign-in: the registered phone, checked by the contract's rule, then a code
// sent to it. The console SMS sender's code shows in the toast, as on the buyer's side.
import type { SendOtpResponse } from '@luxe/contract/schemas';
import { Button, Stack } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { PhoneSchema } from '../../lib/contract-schemas';
import { toast } from '../../lib/toast';
import { InputField } from '../input-field';

/** Sends the code to `phone`; `onProblem` gets what is wrong (or null when it is sent), `onSent` runs once it is. */
export function usePanelSendCode(
  send: UseMutationResult<SendOtpResponse, Error, string>,
  onSent: () => void,
  onProblem: (message: string | null) => void,
) {
  return (phone: string) => {
    const checked = PhoneSchema.safeParse(phone.trim());
    if (!checked.success) {
      onProblem(checked.error.issues[0]?.message ?? 'Please enter your 10-digit mobile number.');
      return;
    }
    onProblem(null);
    send.mutate(checked.data, {
      onSuccess: (answer) => {
        const otp = answer.data.otp;
        toast.success(otp && !answer.message.includes(otp) ? `${answer.message}. Your code is ${otp}` : answer.message);
        onSent();
      },
      onError: (error) => onProblem(errorMessage(error)),
    });
  };
}

interface PhoneFormProps {
  label: string;
  phone: string;
  onPhone: (phone: string) => void;
  problem: string | null;
  busy: boolean;
  onSend: () => void;
}

export function PhoneForm({ label, phone, onPhone, problem, busy, onSend }: PhoneFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <InputField
        label={label}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        required
        value={phone}
        onChange={(event) => onPhone(event.target.value.replace(/\D/g, ''))}
        error={problem !== null}
        helperText={problem ?? '10 digits, without +91'}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        Send code
      </Button>
    </Stack>
  );
}
