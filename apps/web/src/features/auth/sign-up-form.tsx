// Sign-up: full name, email and phone; on success a toast, and the
// dialog goes on to the code step for that number (see docs/product/accounts.md).
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api-client';
import { useSignUp } from './api/sign-up';
import type { SignUpFormValues } from './form-schemas';
import { lazyResolver } from '../../lib/lazy-resolver';
import { FormPhoneField } from './form-phone-field';
import { FormTextField } from '../../components/form-text-field';

const checks = lazyResolver<SignUpFormValues>(() => import('./form-schemas').then((m) => m.signUpResolver));
interface SignUpFormProps {
  headingId: string;
  onLogin: () => void;
  onSignedUp: (phone: string) => void;
}

export function SignUpForm({ headingId, onLogin, onSignedUp }: SignUpFormProps) {
  const signUp = useSignUp();
  const form = useForm<SignUpFormValues>({
    resolver: checks,
    defaultValues: { full_name: '', email: '', phone: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: (response) => {
        toast.success(response.message);
        onSignedUp(values.phone);
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Typography id={headingId} variant="h2" component="h2">
        Create your account
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Save cars to your wishlist, make offers and book test drives.
      </Typography>
      <Stack spacing={1} sx={{ mt: 4 }}>
        <FormTextField form={form} name="full_name" label="Full name" autoComplete="name" autoFocus required />
        <FormTextField form={form} name="email" type="email" label="Email" autoComplete="email" required />
        <FormPhoneField control={form.control} name="phone" label="Mobile number" required />
      </Stack>
      <Button type="submit" variant="contained" color="secondary" size="large" fullWidth loading={signUp.isPending} sx={{ mt: 1 }}>
        Create account
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component="button" type="button" onClick={onLogin} sx={{ fontWeight: 700, verticalAlign: 'baseline' }}>
          login
        </Link>
      </Typography>
    </Box>
  );
}
