// The contact form (spec 02 sections 2 and 8): checked on the client with clear inline errors, then
// sent; the server's message is a success toast and the form empties, a failure's message an error toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactBodyOf, ContactFormSchema, EMPTY_CONTACT_FORM, type ContactFormValues } from '../contact-form';

export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactFormValues>({ resolver: zodResolver(ContactFormSchema), defaultValues: EMPTY_CONTACT_FORM });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    send.mutate(contactBodyOf(values), {
      onSuccess: (response) => {
        toast.success(response.message);
        form.reset(EMPTY_CONTACT_FORM);
      },
      onError: (error) => {
        console.error('Contact message failed', error);
        toast.error(errorMessage(error));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.register('firstName')}
            label="First name"
            autoComplete="given-name"
            required
            fullWidth
            error={!!errors.firstName}
            helperText={errors.firstName?.message ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.register('lastName')}
            label="Last name"
            autoComplete="family-name"
            required
            fullWidth
            error={!!errors.lastName}
            helperText={errors.lastName?.message ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.register('email')}
            type="email"
            label="Email"
            autoComplete="email"
            required
            fullWidth
            error={!!errors.email}
            helperText={errors.email?.message ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.register('phone')}
            type="tel"
            label="Phone number"
            autoComplete="tel"
            required
            fullWidth
            error={!!errors.phone}
            helperText={errors.phone?.message ?? '10-digit mobile number'}
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 16 } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...form.register('comment')}
            label="Comment"
            placeholder="Tell us which car you are looking at, or how we can help"
            required
            fullWidth
            multiline
            minRows={5}
            error={!!errors.comment}
            helperText={errors.comment?.message ?? ' '}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" color="secondary" size="large" loading={send.isPending} sx={{ minHeight: 48, px: 4 }}>
            Send message
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
