// The contact page: 'Get in touch', the form, contact details for customers and
// dealers, and the office map.
import { Box, Card, Container, Typography } from '@mui/material';
import { PageHeader } from '../../components/page-header';
import { useMetaDescription } from '../../lib/use-meta-description';
import { usePageTitle } from '../../lib/use-page-title';
import { DeferredIsland } from '../../components/hydration-island';
import { lazyComponent } from '../../lib/lazy-component';
import { ContactDetails } from './components/contact-details';
import { OfficeMap } from './components/office-map';

// The form shows at once from the server's HTML; its code (react-hook-form, the checks, the inputs)
// loads when the visitor first points at it or moves into it.
const ContactForm = lazyComponent(() => import('./components/contact-form').then((m) => m.ContactForm));

export function ContactPage() {
  usePageTitle('Contact us');
  useMetaDescription(
    'Contact Luxe Wheels: questions about a pre-owned luxury car, an offer, a test drive or listing your showroom. We reply within 2 business days.',
  );
  return (
    <>
      <PageHeader title="Contact us" />
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <Card sx={{ p: { xs: 3, md: 5 } }}>
            <Typography variant="h2" component="h2">
              Get in touch
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: 560 }}>
              Ask about a car, an offer or a test drive, and our concierge team will get back to you within 2 business days.
            </Typography>
            <DeferredIsland until="used">
              <ContactForm />
            </DeferredIsland>
          </Card>
          <ContactDetails />
        </Box>
        <Box sx={{ mt: { xs: 3, md: 4 } }}>
          <OfficeMap />
        </Box>
      </Container>
    </>
  );
}
