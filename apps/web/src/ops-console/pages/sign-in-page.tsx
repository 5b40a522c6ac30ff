// An operator signs in with two factors: the phone's one-time code (the console SMS sender's code shows in
// the toast, as on the buyer's and dealer's side) and an authenticator app's code. The first sign-in sets
// the app up: a QR code of its secret (and the secret in text), then the app's first code confirms it.
import { OTP_LENGTH } from '@luxe/contract/constants';
import { ConfirmTotpBodySchema, OpsVerifyOtpBodySchema, type Operator } from '@luxe/contract/ops';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { InputField } from '../../components/input-field';
import { SignInCard } from '../../components/panel/panel-shell';
import { PhoneForm, usePanelSendCode } from '../../components/panel/phone-step';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { useConfirmTotp, useSendOpsOtp, useVerifyOpsOtp } from '../api/sign-in';
import { QrCode } from '../components/qr-code';
import { problemOf } from '../format';
import { signInOperator } from '../session';

type Step = { name: 'phone' } | { name: 'codes' } | { name: 'enrol'; token: string; secret: string; otpauthUrl: string };

/** Keeps the full session an answer opened, and says so. */
function keepSession(answer: { message: string; data: { accessToken: string; expires_at: string; operator: Operator } }) {
  const { accessToken, expires_at, operator } = answer.data;
  signInOperator({
    token: accessToken,
    operatorId: operator.operator_id,
    name: operator.name,
    phone: operator.phone,
    expiresAt: expires_at,
  });
  toast.success(answer.message);
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function SignInPage({ notice }: { notice?: string }) {
  usePageTitle('Operations sign-in');
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [totp, setTotp] = useState('');
  const [problem, setProblem] = useState<{ field: 'phone' | 'otp' | 'totp' | 'code' | null; message: string } | null>(null);
  const send = useSendOpsOtp();
  const verify = useVerifyOpsOtp();
  const confirm = useConfirmTotp();

  const sendCode = usePanelSendCode(
    send,
    () => setStep({ name: 'codes' }),
    (message) => setProblem(message === null ? null : { field: 'phone', message }),
  );

  function verifyCodes(event: FormEvent) {
    event.preventDefault();
    const body = { phone: phone.trim(), otp: otp.trim(), ...(totp.trim() ? { totp: totp.trim() } : {}) };
    const wrong = problemOf(OpsVerifyOtpBodySchema, body);
    if (wrong) {
      setProblem({
        field: wrong.startsWith('totp') ? 'totp' : 'otp',
        message: wrong.replace(/^otp/, 'The code').replace(/^totp/, 'The authenticator code'),
      });
      return;
    }
    setProblem(null);
    verify.mutate(body, {
      onSuccess: (answer) => {
        const { accessToken, totp_enrolment } = answer.data;
        if (totp_enrolment) {
          setStep({ name: 'enrol', token: accessToken, secret: totp_enrolment.secret, otpauthUrl: totp_enrolment.otpauth_url });
          setTotp('');
          toast.info(answer.message);
          return;
        }
        keepSession(answer);
      },
      onError: (error) => setProblem({ field: /authenticator/i.test(errorMessage(error)) ? 'totp' : 'otp', message: errorMessage(error) }),
    });
  }

  function confirmApp(event: FormEvent) {
    event.preventDefault();
    if (step.name !== 'enrol') return;
    const wrong = problemOf(ConfirmTotpBodySchema, { code: totp.trim() });
    if (wrong) {
      setProblem({ field: 'code', message: wrong.replace(/^code/, 'The code') });
      return;
    }
    setProblem(null);
    confirm.mutate(
      { code: totp.trim(), token: step.token },
      {
        onSuccess: (answer) => {
          keepSession(answer);
        },
        onError: (error) => setProblem({ field: 'code', message: errorMessage(error) }),
      },
    );
  }

  const startAgain = () => {
    setStep({ name: 'phone' });
    setOtp('');
    setTotp('');
    setProblem(null);
  };

  if (step.name === 'enrol')
    return (
      <SignInCard maxWidth={460}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          Set up your authenticator
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Every sign-in asks for a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy) beside
          the phone&apos;s code. Scan this QR code with the app, or type the secret into it, then enter the 6-digit code it shows.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <QrCode text={step.otpauthUrl} label="QR code of your authenticator secret" />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Secret
            </Typography>
            <Typography
              data-secret={step.secret}
              sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 15, overflowWrap: 'anywhere', userSelect: 'all' }}
            >
              {grouped(step.secret)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              Time-based, 6 digits, every 30 seconds. The setup expires in 15 minutes.
            </Typography>
          </Box>
        </Stack>
        <Stack component="form" noValidate onSubmit={confirmApp} spacing={2}>
          <InputField
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            autoFocus
            value={totp}
            onChange={(event) => setTotp(digitsOnly(event.target.value))}
            error={problem?.field === 'code'}
            helperText={problem?.field === 'code' ? problem.message : 'The code the app shows now'}
          />
          <Button type="submit" variant="contained" size="large" disabled={confirm.isPending}>
            Confirm and sign in
          </Button>
          <Button size="small" onClick={startAgain}>
            Start again
          </Button>
        </Stack>
      </SignInCard>
    );

  return (
    <SignInCard maxWidth={460}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Operations
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }} role={notice ? 'status' : undefined}>
        {notice ?? 'For the people who run Luxe Wheels. Sign in with your registered phone and your authenticator app.'}
      </Typography>
      {step.name === 'phone' ? (
        <PhoneForm
          label="Operator's mobile number"
          phone={phone}
          onPhone={setPhone}
          problem={problem?.message ?? null}
          busy={send.isPending}
          onSend={() => sendCode(phone)}
        />
      ) : (
        <Stack component="form" noValidate onSubmit={verifyCodes} spacing={2}>
          <InputField
            label="Code sent to your phone"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            required
            autoFocus
            value={otp}
            onChange={(event) => setOtp(digitsOnly(event.target.value))}
            error={problem?.field === 'otp'}
            helperText={problem?.field === 'otp' ? problem.message : `Sent to +91 ${phone}`}
          />
          <InputField
            label="Authenticator code"
            inputMode="numeric"
            maxLength={6}
            value={totp}
            onChange={(event) => setTotp(digitsOnly(event.target.value))}
            error={problem?.field === 'totp'}
            helperText={
              problem?.field === 'totp'
                ? problem.message
                : 'From your authenticator app. The first time, leave it empty: you set the app up next.'
            }
          />
          <Button type="submit" variant="contained" size="large" disabled={verify.isPending}>
            Sign in
          </Button>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button size="small" onClick={startAgain}>
              Change number
            </Button>
            <Button size="small" disabled={send.isPending} onClick={() => sendCode(phone)}>
              Send a new code
            </Button>
          </Stack>
        </Stack>
      )}
    </SignInCard>
  );
}
