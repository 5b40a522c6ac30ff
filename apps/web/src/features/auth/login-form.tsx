// Login: the phone step sends a code; the OTP step verifies it and signs in.
// Two small forms kept in plain state, as the dialog opens on any page: the number's check (the same
// zod schema as the sign-up form's) loads when the number is first sent.
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@luxe/contract/constants';
import type { SendOtpResponse } from '@luxe/contract';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api-client';
import { signIn } from '../../lib/auth';
import { useSendOtp } from './api/send-otp';
import { useVerifyOtp } from './api/verify-otp';
import { emptyOtp, OtpInput } from './otp-input';
import { PhoneField } from './phone-field';
import { forgetPhone, rememberedPhone, rememberPhone } from './remembered-phone';
import { formatCountdown, useCountdown } from './use-countdown';
import { CheckboxLabel } from '../../components/checkbox-label';
import { loadChecks } from '../../lib/lazy-resolver';

/** The problem with a mobile number as typed, or '' (the checks load on first use). */
async function phoneProblem(phone: string): Promise<string> {
  return (await loadChecks(() => import('./form-schemas'))).phoneProblem(phone);
}

interface LoginFormProps {
  /** A number to start with, e.g. the one just used to sign up. */
  initialPhone?: string;
  /** Send a code to initialPhone at once and open at the code step (sign-up signs you in). */
  sendCodeAtOnce?: boolean;
  headingId: string;
  onSignUp: () => void;
}

/** The code from the console SMS sender (see docs/product/accounts.md) is shown in the toast, so the demo can be used at all. */
function sentMessage(response: SendOtpResponse): string {
  const otp = response.data.otp;
  if (!otp || response.message.includes(otp)) return response.message;
  return `${response.message}. Your code is ${otp}`;
}

function formatPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

export function LoginForm({ initialPhone, sendCodeAtOnce = false, headingId, onSignUp }: LoginFormProps) {
  const codeAtOnce = sendCodeAtOnce && initialPhone !== undefined && initialPhone !== '';
  const [step, setStep] = useState<'phone' | 'otp'>(codeAtOnce ? 'otp' : 'phone');
  const [phone, setPhone] = useState(codeAtOnce ? initialPhone : '');
  const [digits, setDigits] = useState(() => emptyOtp(OTP_LENGTH));
  const [otpError, setOtpError] = useState('');
  const [otpRound, setOtpRound] = useState(0);
  const countdown = useCountdown();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();

  const [remembered] = useState(rememberedPhone);
  const [typedPhone, setTypedPhone] = useState(initialPhone || remembered || '');
  const [remember, setRemember] = useState(remembered !== null);
  const [phoneError, setPhoneError] = useState('');
  /** After the first try, the number is checked again as it is typed. */
  const [tried, setTried] = useState(false);
  const phoneInput = useRef<HTMLInputElement>(null);

  const requestCode = (number: string, onSent?: () => void) =>
    sendOtp.mutate(number, {
      onSuccess: (response) => {
        toast.success(sentMessage(response));
        countdown.start(response.data.resend_after_s || OTP_RESEND_SECONDS);
        setDigits(emptyOtp(OTP_LENGTH));
        setOtpError('');
        setOtpRound((round) => round + 1);
        onSent?.();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  // Once per form: a development build runs effects twice, and one sign-up asks for one code.
  const sentAtOnce = useRef(false);
  useEffect(() => {
    if (!codeAtOnce || sentAtOnce.current) return;
    sentAtOnce.current = true;
    requestCode(phone);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the form opens
  }, []);

  const onPhoneChange = (value: string) => {
    setTypedPhone(value);
    if (tried) void phoneProblem(value).then(setPhoneError);
  };

  const onPhoneSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = typedPhone.trim();
    const problem = await phoneProblem(number);
    setTried(true);
    setPhoneError(problem);
    if (problem) {
      phoneInput.current?.focus();
      return;
    }
    if (remember) rememberPhone(number);
    else forgetPhone();
    requestCode(number, () => {
      setPhone(number);
      setStep('otp');
    });
  };

  const onOtpSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = digits.join('');
    if (otp.length !== OTP_LENGTH) {
      setOtpError(`Please enter the ${OTP_LENGTH}-digit code`);
      return;
    }
    setOtpError('');
    verifyOtp.mutate(
      { phone, otp },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          // Signing in closes this dialog.
          signIn(response.data.accessToken);
        },
        onError: (error) => {
          const message = errorMessage(error);
          toast.error(message);
          // Said next to the boxes too, where the buyer is looking.
          setOtpError(message);
          setDigits(emptyOtp(OTP_LENGTH));
          setOtpRound((round) => round + 1);
        },
      },
    );
  };

  if (step === 'otp') {
    const waiting = countdown.secondsLeft > 0;
    return (
      <Box component="form" onSubmit={onOtpSubmit} noValidate>
        <Typography id={headingId} variant="h2" component="h2">
          Enter your code
        </Typography>
        {/* The server answers every number alike (docs/decisions/011): the hint to sign up is ours to give. */}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          If <strong>{formatPhone(phone)}</strong> has an account, a {OTP_LENGTH}-digit code is on its way.{' '}
          <Link component="button" type="button" onClick={() => setStep('phone')} sx={{ verticalAlign: 'baseline', fontWeight: 600 }}>
            Change number
          </Link>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          New here?{' '}
          <Link component="button" type="button" onClick={onSignUp} sx={{ verticalAlign: 'baseline', fontWeight: 700 }}>
            Sign up
          </Link>
        </Typography>
        <Box sx={{ mt: 4 }}>
          <OtpInput key={otpRound} digits={digits} onChange={setDigits} autoFocus disabled={verifyOtp.isPending} />
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1, minHeight: 24 }}>
            {otpError}
          </Typography>
        </Box>
        <Button type="submit" variant="contained" color="secondary" size="large" fullWidth loading={verifyOtp.isPending} sx={{ mt: 1 }}>
          Verify and log in
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5, textAlign: 'center' }}>
          Didn’t get it?{' '}
          <Link
            component="button"
            type="button"
            disabled={waiting || sendOtp.isPending}
            onClick={() => requestCode(phone)}
            sx={{
              fontWeight: 700,
              verticalAlign: 'baseline',
              minHeight: 44,
              '&:disabled': { color: 'text.disabled', cursor: 'default', textDecoration: 'none' },
            }}
          >
            Resend OTP
          </Link>
          {waiting && (
            <Box component="span" aria-live="off" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {' '}
              in {formatCountdown(countdown.secondsLeft)}
            </Box>
          )}
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={(event: FormEvent<HTMLFormElement>) => void onPhoneSubmit(event)} noValidate>
      <Typography id={headingId} variant="h2" component="h2">
        Welcome back
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Log in with your mobile number. We will send you a one-time code.
      </Typography>
      <Stack spacing={1} sx={{ mt: 4 }}>
        <PhoneField
          name="phone"
          label="Mobile number"
          autoFocus
          required
          value={typedPhone}
          onChange={onPhoneChange}
          inputRef={phoneInput}
          error={phoneError !== ''}
          helperText={phoneError || ' '}
        />
        <CheckboxLabel checked={remember} onChange={setRemember}>
          Remember me
        </CheckboxLabel>
      </Stack>
      <Button type="submit" variant="contained" color="secondary" size="large" fullWidth loading={sendOtp.isPending} sx={{ mt: 2 }}>
        Send OTP
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        New to Luxe Wheels?{' '}
        <Link component="button" type="button" onClick={onSignUp} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
          Sign up
        </Link>
      </Typography>
    </Box>
  );
}
