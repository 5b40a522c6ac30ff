// Cancellation and refund policy.
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CONCIERGE } from '../../lib/concierge';
import { PolicyDocument, type PolicySection } from './components/policy-document';
import { StaticPage } from './components/static-page';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'freeze',
    title: 'Freezing a car',
    paragraphs: [
      'You can freeze a car for up to 3 days by paying a refundable freeze amount of 25,000 rupees. While it is frozen, the car is held for you alone and you can test drive it as often as you need.',
    ],
    points: [
      'If you buy the car, the freeze amount is adjusted against its price.',
      'If you decide not to buy, or the dealer cannot complete the sale, the freeze amount is refunded in full.',
    ],
  },
  {
    id: 'test-drives',
    title: 'Test-drive fees',
    points: [
      'Test-drive fees are refunded in full if your purchase completes within 15 days of your last test drive.',
      'If you cancel a test drive less than 24 hours before its slot, the fee may not be refunded, because the car and the dealer’s team have been set aside for you. Cancel earlier and it follows the timelines below.',
    ],
  },
  {
    id: 'timelines',
    title: 'How and when refunds are paid',
    points: [
      'Approved refunds are processed within 7 to 10 working days, to the payment method you used.',
      'Failed or duplicate payments are refunded within 7 working days, without you having to ask.',
      'Your bank may take a few more days to show the amount on your statement.',
    ],
  },
  {
    id: 'not-covered',
    title: 'What this policy does not cover',
    paragraphs: [
      'The price of the car itself, registration transfer, insurance and any extended warranty are agreed between you and the dealer, in writing, and follow the dealer’s own terms.',
    ],
  },
  {
    id: 'request',
    title: 'Asking for a refund',
    paragraphs: [
      <>
        Write to <Link href={`mailto:${CONCIERGE.email}`}>{CONCIERGE.email}</Link> or use our{' '}
        <Link component={RouterLink} to="/contact-us">
          contact page
        </Link>{' '}
        with your registered mobile number and the booking or payment reference. We reply within 2 business days.
      </>,
    ],
  },
];

export function CancellationRefundPage() {
  return (
    <StaticPage
      title="Cancellation and refund"
      maxWidth="md"
      description="Luxe Wheels cancellation and refund policy: refundable 25,000 rupee freeze amount, test-drive fee refunds and refund timelines of 7 to 10 working days."
    >
      <PolicyDocument intro="What you can cancel, what comes back to you, and how long it takes." sections={SECTIONS} />
    </StaticPage>
  );
}
