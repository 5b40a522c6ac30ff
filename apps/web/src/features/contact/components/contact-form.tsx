// The contact form: checked on the client with clear inline errors, then
// sent; the server's message is a success toast and the form empties, a failure's message an error toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactBodyOf, ContactFormSchema, EMPTY_CONTACT_FORM, type ContactFormValues } from '../contact-form';
import { FormTextField } from '../../../components/form-text-field';

export function ContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactFormValues>({ resolver: zodResolver(ContactFormSchema), defaultValues: EMPTY_CONTACT_FORM });

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
      <Box
        sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <div>
          <FormTextField form={form} name="firstName" label="First name" autoComplete="given-name" required />
        </div>
        <div>
          <FormTextField form={form} name="lastName" label="Last name" autoComplete="family-name" required />
        </div>
        <div>
          <FormTextField form={form} name="email" type="email" label="Email" autoComplete="email" required />
        </div>
        <div>
          <FormTextField
            form={form}
            name="phone"
            type="tel"
            label="Phone number"
            autoComplete="tel"
            required
            hint="10-digit mobile number"
            inputMode="tel"
            maxLength={16}
          />
        </div>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            form={form}
            name="comment"
            label="Comment"
            placeholder="Tell us which car you are looking at, or how we can help"
            required
            multiline
            minRows={5}
            maxLength={2000}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" color="secondary" size="large" loading={send.isPending} sx={{ minHeight: 48, px: 4 }}>
            Send message
          </Button>
        </Box>
      </Box>
    </form>
  );
}
