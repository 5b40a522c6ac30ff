// A dealer signs in with the registered phone and a one-time code, as a buyer does, at the
// vendor paths. The console SMS sender's code shows in the success toast, as on the buyer's side.
import { OTP_LENGTH } from '@luxe/contract/constants';
import { Button, Link, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { InputField } from '../../components/input-field';
import { SignInCard } from '../../components/panel/panel-shell';
import { PhoneForm, usePanelSendCode } from '../../components/panel/phone-step';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { usePageTitle } from '../../lib/use-page-title';
import { useSendVendorOtp, useVerifyVendorOtp } from '../api/sign-in';
import { signInVendor } from '../session';

export function SignInPage({ notice }: { notice?: string }) {
  usePageTitle("Vendor's Hub sign-in");
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendVendorOtp();
  const verify = useVerifyVendorOtp();

  const sendCode = usePanelSendCode(send, () => setStep('code'), setProblem);

  function verifyCode(event: FormEvent) {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim())) {
      setProblem(`Please enter the ${OTP_LENGTH}-digit code.`);
      return;
    }
    setProblem(null);
    verify.mutate(
      { phone: phone.trim(), otp: code.trim() },
      {
        onSuccess: (answer) => {
          const { vendor, accessToken } = answer.data;
          signInVendor({ token: accessToken, vendorId: vendor.vendor_id, name: vendor.name, city: vendor.city });
          toast.success(answer.message);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  }

  return (
    <SignInCard>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Vendor&apos;s Hub
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {notice ?? 'Sign in with the phone number registered for your dealership. We send you a one-time code.'}
      </Typography>
      {step === 'phone' ? (
        <PhoneForm
          label="Dealer's mobile number"
          phone={phone}
          onPhone={setPhone}
          problem={problem}
          busy={send.isPending}
          onSend={() => sendCode(phone)}
        />
      ) : (
        <Stack component="form" noValidate onSubmit={verifyCode} spacing={2}>
          <InputField
            label="One-time code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            required
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={problem !== null}
            helperText={problem ?? `Sent to +91 ${phone}`}
          />
          <Button type="submit" variant="contained" size="large" disabled={verify.isPending}>
            Sign in
          </Button>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button
              size="small"
              onClick={() => {
                setStep('phone');
                setCode('');
                setProblem(null);
              }}
            >
              Change number
            </Button>
            <Button size="small" disabled={send.isPending} onClick={() => sendCode(phone)}>
              Send a new code
            </Button>
          </Stack>
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
        Not a dealer on Luxe Wheels yet?{' '}
        <Link component={RouterLink} to="/sell">
          Apply to sell
        </Link>
        .
      </Typography>
    </SignInCard>
  );
}
