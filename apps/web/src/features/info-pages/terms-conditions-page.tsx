// Terms and conditions.
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CONCIERGE } from '../../lib/concierge';
import { PolicyDocument, type PolicySection } from './components/policy-document';
import { StaticPage } from './components/static-page';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'about',
    title: 'About these terms',
    paragraphs: [
      'These terms govern your use of the Luxe Wheels website and services. By creating an account, making an offer, booking a test drive or paying any amount on Luxe Wheels you agree to them. If you do not agree, please do not use the service.',
      'Luxe Wheels is a marketplace: it connects buyers with independent, verified dealers. The dealer, not Luxe Wheels, is the seller of each car, and the sale contract is between you and the dealer.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Eligibility and your account',
    points: [
      'You must be 18 or older to create an account or transact on Luxe Wheels.',
      'You sign in with your mobile number and a one-time code. Keep your phone secure; actions taken from your account are treated as yours.',
      'The details you give us (name, email, city) must be true and current.',
    ],
  },
  {
    id: 'listings',
    title: 'Listings and prices',
    paragraphs: [
      'Dealers write their listings and set their prices. We verify dealers and check listings for obvious errors, but the dealer is responsible for the accuracy of the description, the registration details and the condition of the car. Inspect the car and its papers during a test drive before you buy.',
      'Our AI price guidance is an informed starting point for negotiation, not a valuation or a guarantee.',
    ],
  },
  {
    id: 'offers',
    title: 'Offers, test drives and reservations',
    points: [
      'An offer is an invitation to the dealer to sell at that price; a deal is made only when the dealer accepts it or you accept a counter-offer.',
      'You may freeze a car for up to 3 days with a refundable 25,000 rupee freeze amount. It is adjusted against the price when you buy, and refunded if you do not.',
      'Test-drive fees are refunded in full if your purchase completes within 15 days of your last test drive. A test drive cancelled less than 24 hours before its slot may not be refunded.',
      'Refunds follow our cancellation and refund policy.',
    ],
  },
  {
    id: 'dealers',
    title: 'Dealer obligations',
    paragraphs: [
      'Dealers agree to keep every deal that starts on Luxe Wheels on the platform. A dealer who bypasses the platform to close a sale with a buyer met here pays a penalty of 25,000 rupees per breach; after three warnings the dealer is permanently delisted.',
    ],
  },
  {
    id: 'conduct',
    title: 'Acceptable use',
    points: [
      'Do not post false information, impersonate anyone, or make offers you do not intend to honour.',
      'Do not scrape, copy or resell listings, or try to interfere with the security or working of the service.',
      'We may suspend or close an account that breaks these terms.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    paragraphs: [
      'To the extent the law allows, Luxe Wheels is not liable for indirect or consequential loss, or for the acts of a dealer. Our total liability to you for any claim is capped at 10,000 rupees or the amount you paid to Luxe Wheels in the 3 months before the claim, whichever is lower.',
    ],
  },
  {
    id: 'law',
    title: 'Governing law and changes',
    paragraphs: [
      'These terms are governed by the laws of India. We may update these terms; continuing to use the service after a change means you accept it.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      <>
        Questions about these terms? Write to <Link href={`mailto:${CONCIERGE.email}`}>{CONCIERGE.email}</Link> or use our{' '}
        <Link component={RouterLink} to="/contact-us">
          contact page
        </Link>
        . We reply within 2 business days.
      </>,
    ],
  },
];

export function TermsConditionsPage() {
  return (
    <StaticPage
      title="Terms and conditions"
      maxWidth="md"
      description="The terms for using Luxe Wheels: eligibility, listings, offers, test drives, reservations, dealer obligations and liability."
    >
      <PolicyDocument
        intro="Plain-language terms for buying a pre-owned luxury car on Luxe Wheels. Please read them before you make an offer or pay anything."
        sections={SECTIONS}
      />
    </StaticPage>
  );
}
