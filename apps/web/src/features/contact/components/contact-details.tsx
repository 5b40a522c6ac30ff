// The side panel of the contact page: an e-mail and a phone for customers and for dealers.
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { Box, Card, Link, Stack, Typography } from '@mui/material';
import { CONCIERGE } from '../../../lib/concierge';
import { Link as RouterLink } from 'react-router';
import { VENDOR_HUB_PATH } from '../../../lib/links';

/** The dealer-partnerships desk. */
const DEALER_DESK = { email: 'dealers@luxewheels.in', phone: '+91 98100 12346', phoneHref: 'tel:+919810012346' } as const;

interface ContactGroupProps {
  title: string;
  text: string;
  email: string;
  phone: string;
  phoneHref: string;
}

function ContactGroup({ title, text, email, phone, phoneHref }: ContactGroupProps) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {text}
      </Typography>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <EmailOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
          <Link href={`mailto:${email}`} sx={{ fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
            {email}
          </Link>
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <PhoneOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
          <Link href={phoneHref} sx={{ fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
            {phone}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}

export function ContactDetails() {
  return (
    <Card component="aside" aria-label="Contact details" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={3} divider={<Box role="separator" sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        <ContactGroup
          title="For customers"
          text="Questions about a car, an offer, a test drive or a refund. Our concierge team replies within 2 business days."
          email={CONCIERGE.email}
          phone={CONCIERGE.phone}
          phoneHref={CONCIERGE.phoneHref}
        />
        <Box>
          <ContactGroup
            title="For dealers"
            text="Want to list your showroom's cars on Luxe Wheels, or need help with a listing?"
            email={DEALER_DESK.email}
            phone={DEALER_DESK.phone}
            phoneHref={DEALER_DESK.phoneHref}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Registered dealers can also sign in to the{' '}
            <Link component={RouterLink} to={VENDOR_HUB_PATH}>
              Vendor&apos;s Hub
            </Link>
            .
          </Typography>
        </Box>
      </Stack>
    </Card>
  );
}
