// "Sell on Luxe Wheels": what a dealership needs and what happens after it applies, the application
// form, and the check of an application sent. Both forms show at once from the server's HTML; their
// code (the contract's checks and zod with it) loads when the visitor first uses one.
import { Box, Card, Container, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DeferredIsland } from '../../components/hydration-island';
import { PageHeader } from '../../components/page-header';
import { lazyComponent } from '../../lib/lazy-component';
import { VENDOR_HUB_PATH } from '../../lib/links';
import { RouterLink } from '../../lib/router-link';
import { useMetaDescription } from '../../lib/use-meta-description';
import { usePageTitle } from '../../lib/use-page-title';

const ApplicationForm = lazyComponent(() => import('./components/application-form').then((m) => m.ApplicationForm));
const StatusCheck = lazyComponent(() => import('./components/status-check').then((m) => m.StatusCheck));

const CHECKS = [
  { title: 'GSTIN', text: "Your business's GST registration, in the state of your showroom." },
  { title: 'PAN', text: "The business's PAN: the one your GSTIN carries." },
  { title: 'Trade certificate', text: 'Your dealer trade certificate, as a PDF or a clear photo, up to 5 MB.' },
];

function Aside({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 4 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function SellPage() {
  usePageTitle('Sell on Luxe Wheels');
  useMetaDescription(
    'Dealerships of pre-owned luxury cars apply to sell on Luxe Wheels: we check your GSTIN, PAN and trade certificate, and an operator reviews every application.',
  );
  return (
    <>
      <PageHeader title="Sell on Luxe Wheels">
        <Typography sx={{ mt: 2, maxWidth: 640, color: 'rgba(255,255,255,0.8)', fontSize: '1.125rem' }}>
          Reach buyers of pre-owned luxury cars across India. We list verified dealerships only, so every business is checked before its
          first car goes on sale.
        </Typography>
      </PageHeader>
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            gridTemplateAreas: { xs: '"about" "apply" "check"', md: '"apply about" "check about"' },
          }}
        >
          <Card component="section" aria-labelledby="sell-apply" sx={{ gridArea: 'apply', p: { xs: 3, md: 5 } }}>
            <Typography id="sell-apply" variant="h2" component="h2">
              Apply to sell
            </Typography>
            <DeferredIsland until="used">
              <ApplicationForm />
            </DeferredIsland>
          </Card>

          <Card component="aside" aria-label="About selling on Luxe Wheels" sx={{ gridArea: 'about', p: { xs: 3, md: 4 } }}>
            <Aside title="What we check">
              <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 1.5, color: 'text.secondary' } }}>
                {CHECKS.map((check) => (
                  <Box key={check.title}>
                    <dt>{check.title}</dt>
                    <dd>{check.text}</dd>
                  </Box>
                ))}
              </Box>
            </Aside>
            <Aside title="What happens next">
              <Box component="ol" sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li + li': { mt: 1 } }}>
                <li>We send your application number to your phone by SMS.</li>
                <li>An operator reviews your application, and you get an SMS with the decision.</li>
                <li>
                  Once approved, sign in at the{' '}
                  <Link component={RouterLink} underline="always" to={VENDOR_HUB_PATH}>
                    Vendor&apos;s Hub
                  </Link>{' '}
                  with the same phone and list your cars.
                </li>
              </Box>
            </Aside>
          </Card>

          <Card component="section" id="check-application" aria-labelledby="sell-check" sx={{ gridArea: 'check', p: { xs: 3, md: 5 } }}>
            <Typography id="sell-check" variant="h2" component="h2">
              Check your application
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 560 }}>
              Enter the application number from our SMS and the mobile number you applied with.
            </Typography>
            <DeferredIsland until="used">
              <StatusCheck />
            </DeferredIsland>
          </Card>
        </Box>
      </Container>
    </>
  );
}
