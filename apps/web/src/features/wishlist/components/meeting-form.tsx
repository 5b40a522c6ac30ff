// The meeting registration form of the wishlist page. The API has no call for
// it, so nothing is stored: 'I am interested' opens the buyer's e-mail app with a message to the
// concierge, and the form says so.
import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { CONCIERGE } from '../../../lib/concierge';
import { FormTextField } from '../../../components/form-text-field';

const MeetingSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your e-mail address')),
    z.email('Please enter a valid e-mail address'),
  ),
  phone: z.string().check(z.trim(), z.regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9')),
});
type MeetingValues = z.infer<typeof MeetingSchema>;

export function meetingMailto(values: MeetingValues, carNames: string[]): string {
  const lines = [
    'Hello Luxe Wheels concierge,',
    '',
    'I would like to meet to discuss the cars on my wishlist.',
    ...(carNames.length ? ['', ...carNames.map((name) => `- ${name}`)] : []),
    '',
    `Name: ${values.name}`,
    `E-mail: ${values.email}`,
    `Phone: ${values.phone}`,
  ];
  return `mailto:${CONCIERGE.email}?subject=${encodeURIComponent('Meeting request')}&body=${encodeURIComponent(lines.join('\n'))}`;
}

export function MeetingForm({ carNames }: { carNames: string[] }) {
  const form = useForm<MeetingValues>({ resolver: zodResolver(MeetingSchema), defaultValues: { name: '', email: '', phone: '' } });
  const submit = form.handleSubmit((values) => {
    window.location.assign(meetingMailto(values, carNames));
  });

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' }, gap: 3 }}>
      <Card sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          Meet our concierge
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Tell us how to reach you and we will arrange a meeting about the cars you have saved.
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-label="Meeting registration">
          <FormTextField label="Name" autoComplete="name" form={form} name="name" hint="" />
          <FormTextField label="E-mail" type="email" autoComplete="email" form={form} name="email" hint="" />
          <FormTextField
            label="Phone number"
            type="tel"
            autoComplete="tel-national"
            placeholder="+91"
            inputMode="numeric"
            maxLength={10}
            form={form}
            name="phone"
            hint=""
          />
          <Button type="submit" variant="contained" color="secondary" size="large" sx={{ alignSelf: 'flex-start' }}>
            I am interested
          </Button>
          <Typography variant="caption" color="text.secondary">
            This opens your e-mail app with a message to {CONCIERGE.email}. Nothing is sent or stored until you send it there.
          </Typography>
        </Stack>
      </Card>
      <Card sx={{ p: { xs: 2.5, md: 4 }, bgcolor: 'primary.main', color: 'primary.contrastText', border: 0 }}>
        <Typography variant="h3" component="h2">
          Contact us
        </Typography>
        <Stack spacing={2.5} sx={{ mt: 3, '& svg': { color: 'secondary.light' }, '& a': { color: 'inherit' } }}>
          <Stack direction="row" spacing={1.5}>
            <PlaceOutlined aria-hidden />
            <Typography>{CONCIERGE.address}</Typography>
          </Stack>
          <Stack direction="row" spacing={1.5}>
            <MailOutlined aria-hidden />
            <Link href={`mailto:${CONCIERGE.email}`}>{CONCIERGE.email}</Link>
          </Stack>
          <Stack direction="row" spacing={1.5}>
            <PhoneOutlined aria-hidden />
            <Link href={CONCIERGE.phoneHref}>{CONCIERGE.phone}</Link>
          </Stack>
        </Stack>
      </Card>
    </Box>
  );
}
