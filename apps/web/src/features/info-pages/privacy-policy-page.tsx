// Privacy policy: effective 12 June 2025, its sections, and a newsletter box.
import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { NewsletterBox } from '../../components/newsletter-box';
import { CONCIERGE } from '../../lib/concierge';
import { PolicyDocument, type PolicySection } from './components/policy-document';
import { StaticPage } from './components/static-page';

const GRIEVANCE_MAIL = `mailto:${CONCIERGE.email}?subject=${encodeURIComponent('Grievance Officer')}`;

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'collected',
    title: 'Information we collect',
    points: [
      'Account details: your name, mobile number and email address, and optionally your gender, city and state and a profile picture.',
      'Activity on Luxe Wheels: the cars you save to your wishlist or compare, the offers you make, and the test drives and reservations you book.',
      'Payment details: the amount, status and reference of each payment. Card and bank details are handled by our payment partner; we do not store them.',
      'Messages you send us through the contact form: your name, email, phone number and message.',
      'Technical data: device and browser type and pages visited, used to keep the service secure and working.',
    ],
  },
  {
    id: 'use',
    title: 'How we use it',
    points: [
      'To create and secure your account and sign you in with a one-time code.',
      'To show you cars, remember your wishlist and comparisons, and give price guidance.',
      'To pass your offers and bookings to the dealer concerned and keep you updated on them.',
      'To process payments and refunds, and to answer your questions.',
      'To prevent fraud and meet our legal obligations.',
    ],
  },
  {
    id: 'sharing',
    title: 'Sharing',
    paragraphs: [
      'We never sell your personal data. We share it only with a dealer when you make an offer or book a test drive with them, with the payment partner that processes your payment, with service providers who work for us under contract, and with authorities when the law requires it.',
    ],
  },
  {
    id: 'rights',
    title: 'Your rights',
    points: [
      'See and correct your details at any time in your profile.',
      'Ask us for a copy of the personal data we hold about you, or ask us to delete your account.',
      'Withdraw consent for optional uses, such as the newsletter, at any time.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'Your data is stored on servers in India. It is encrypted in transit, access is limited to the people who need it, and sign-in uses one-time codes, so there is no password to leak. Logging out ends your session on our servers at once.',
    ],
  },
  {
    id: 'retention',
    title: 'Retention',
    paragraphs: [
      'We keep your account data while your account is open. Records of payments and transactions are kept for as long as tax and accounting law requires; other data is deleted or anonymised when it is no longer needed.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    paragraphs: ['Luxe Wheels is for adults. We do not serve anyone under 18 and do not knowingly collect their data.'],
  },
  {
    id: 'grievance',
    title: 'Grievance officer',
    paragraphs: [
      <>
        If you have a concern about how your data is handled, write to our Grievance Officer at{' '}
        <Link href={GRIEVANCE_MAIL}>{CONCIERGE.email}</Link> (subject: Grievance Officer) or by post to {CONCIERGE.address}. We acknowledge
        every grievance and reply within 2 business days.
      </>,
    ],
  },
  {
    id: 'updates',
    title: 'Updates to this policy',
    paragraphs: [
      'When we change this policy we update the effective date above, and tell you on the site or by email if the change is significant.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      <>
        Questions about privacy? Write to <Link href={`mailto:${CONCIERGE.email}`}>{CONCIERGE.email}</Link>, call {CONCIERGE.phone}, or use
        our{' '}
        <Link component={RouterLink} to="/contact-us">
          contact page
        </Link>
        .
      </>,
    ],
  },
];

export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy policy"
      maxWidth="md"
      description="How Luxe Wheels collects, uses, shares and protects your personal data. Data stored in India; effective 12 June 2025."
    >
      <PolicyDocument
        updated="Effective 12 June 2025"
        intro="This policy explains what personal data Luxe Wheels collects when you browse and buy cars with us, why, and the choices you have."
        sections={SECTIONS}
      />
      <Box sx={{ mt: { xs: 6, md: 8 } }}>
        <NewsletterBox />
      </Box>
    </StaticPage>
  );
}
