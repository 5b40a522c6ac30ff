// The FAQ entries, shown on the home page and the FAQ page. One item is open at a
// time; clicking the open one closes it.
import Add from '@mui/icons-material/Add';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useState } from 'react';

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 1,
    question: 'Can I see a car’s history before I buy it?',
    answer:
      'Every listing shows the registration year and state, the number of previous owners and the odometer reading. Ask the dealer for the service records and the insurance claim history before you pay anything: verified dealers share them, and you can check them against the car during your test drive.',
  },
  {
    id: 2,
    question: 'Are there any hidden charges?',
    answer:
      'No. The price on a listing is the dealer’s asking price, and every amount is shown before you pay it: a token of 2% of the price reserves the car for 3 days and is adjusted against the price when you buy, and a test drive fee is refunded if you buy within 15 days of your last test drive. Registration transfer and insurance are agreed with the dealer, in writing.',
  },
  {
    id: 3,
    question: 'How do you make sure a luxury car is genuine?',
    answer:
      'We list cars only from dealers whose trade licence and showroom we have verified. At the test drive, match the chassis and engine numbers with the registration certificate, and ask for the original purchase invoice and service booklet; a genuine car’s papers, stamps and dates all agree.',
  },
  {
    id: 4,
    question: 'Can I buy with a car loan?',
    answer:
      'Yes. Our dealers work with banks and financing partners that lend on pre-owned luxury cars, usually for up to five years. Tell the dealer you want financing when you make your offer; the lender decides the amount and the interest rate after checking your documents, and you pay the token only once you are sure.',
  },
  {
    id: 5,
    question: 'Is my personal data safe with Luxe Wheels?',
    answer:
      'We ask only for what a purchase needs: your name, mobile number and email. You sign in with a one-time code, so there is no password to leak, and logging out ends your session on our servers at once. Your data is stored in India and is never sold; it is shared with a dealer only when you make an offer or book with them.',
  },
  {
    id: 6,
    question: 'How accurate is the AI pricing?',
    answer:
      'Our price guidance compares a car with similar listings by brand, model, year, kilometres and city. It is a well-informed starting point for your offer, not a valuation: condition, service history and options matter too, so inspect the car and negotiate with the dealer through an offer.',
  },
  {
    id: 7,
    question: 'Can I trust the condition of a pre-owned car?',
    answer:
      'Book a test drive at home or at the showroom before you decide. When you reserve a car it is held for you alone for 3 days, with as many test drives as you need, and you can take your own mechanic along. If the car is not what the listing promised, do not buy it: your token is refundable.',
  },
];

export function FaqList({ items = FAQ_ITEMS }: { items?: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div>
      {items.map((item) => (
        <Accordion
          key={item.id}
          expanded={open === item.id}
          onChange={(_event, expanded) => setOpen(expanded ? item.id : null)}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <AccordionSummary
            expandIcon={<Add />}
            sx={{
              px: 0,
              minHeight: 64,
              '& .MuiAccordionSummary-content': { my: 2 },
              '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': { transform: 'rotate(45deg)' },
            }}
          >
            <Typography variant="h4" component="span">
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0, pt: 0, pb: 3 }}>
            <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
