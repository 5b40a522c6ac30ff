// What the applicant sees once the application is in: its number, where we sent it, and what follows.
import { Box, Link, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { RouterLink } from '../../../lib/router-link';
import { VENDOR_HUB_PATH } from '../../../lib/links';

export function ApplicationSent({ applicationNumber, phone }: { applicationNumber: string; phone: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the reader was in is gone: reading goes on here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box component="section" aria-labelledby="application-sent">
      <Typography id="application-sent" ref={heading} tabIndex={-1} variant="h3" component="h3" sx={{ '&:focus': { outline: 'none' } }}>
        Application received
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Your application number
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800, letterSpacing: '0.04em', fontVariantNumeric: 'tabular-nums' }}
      >
        {applicationNumber}
      </Typography>
      <Typography sx={{ mt: 1 }}>We have sent it by SMS to {phone}.</Typography>
      <Typography variant="h4" component="h4" sx={{ mt: 4 }}>
        What happens next
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, mb: 0, '& li': { mt: 1 } }}>
        <li>An operator reviews your GSTIN, PAN and trade certificate, and you get an SMS with the decision.</li>
        <li>
          Once approved, sign in at the{' '}
          <Link component={RouterLink} underline="always" to={VENDOR_HUB_PATH}>
            Vendor&apos;s Hub
          </Link>{' '}
          with {phone} and list your cars.
        </li>
        <li>Meanwhile you can check your application below with its number and this phone.</li>
      </Box>
    </Box>
  );
}
