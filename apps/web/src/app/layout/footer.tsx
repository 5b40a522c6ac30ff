// The site footer. The social accounts do not exist yet, so the icons link to the
// networks themselves rather than to made-up pages.
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import { Box, Container, IconButton, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RouterLink } from '../../lib/router-link';
import { VENDOR_HUB_PATH } from '../../lib/links';
import { Logo } from './logo';

interface FooterLink {
  label: string;
  to?: string;
  href?: string;
  state?: { scrollTo: string };
}

const COMPANY: FooterLink[] = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Cars', to: '/cars' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'FAQ', to: '/faq' },
];

const INFORMATION: FooterLink[] = [
  { label: 'Testimony', to: '/', state: { scrollTo: 'testimony' } },
  { label: 'Sell on Luxe Wheels', to: '/sell' },
  { label: "Vendor's Hub", to: VENDOR_HUB_PATH },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms and Conditions', to: '/terms-conditions' },
  { label: 'Cancellation and Refund', to: '/cancellation-refund' },
  { label: 'How it Works', to: '/how-it-works' },
];

const SOCIAL: { label: string; href: string; icon: ReactNode }[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <Facebook /> },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: <Instagram /> },
  { label: 'WhatsApp', href: 'https://www.whatsapp.com/', icon: <WhatsApp /> },
  { label: 'X', href: 'https://x.com/', icon: <X /> },
];

const linkSx = {
  color: 'rgba(255,255,255,0.72)',
  minHeight: 36,
  display: 'inline-flex',
  alignItems: 'center',
  '&:hover': { color: '#fff' },
} as const;

function LinkGroup({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="overline" component="h2" sx={{ color: 'rgba(255,255,255,0.5)' }}>
        {title}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {links.map((link) => (
          <li key={link.label}>
            {link.href ? (
              <Link href={link.href} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                {link.label}
              </Link>
            ) : (
              <Link component={RouterLink} to={link.to ?? '/'} state={link.state} sx={linkSx}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'rgba(255,255,255,0.8)', pt: { xs: 6, md: 9 }, pb: 4 }}>
      <Container maxWidth="xl">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, maxWidth: 380 }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ mt: 2, color: 'rgba(255,255,255,0.64)' }}>
              Pre-owned luxury cars from verified dealers across India. Browse, compare, negotiate and book, all in one place.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
              {SOCIAL.map((social) => (
                <IconButton
                  key={social.label}
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  sx={{
                    color: 'rgba(255,255,255,0.8)',
                    border: 1,
                    borderColor: 'rgba(255,255,255,0.16)',
                    '&:hover': { color: '#fff', borderColor: '#fff' },
                  }}
                >
                  {social.icon}
                </IconButton>
              ))}
            </Stack>
          </Box>
          <LinkGroup title="Company" links={COMPANY} />
          <LinkGroup title="Information" links={INFORMATION} />
        </Box>
        <Box sx={{ mt: { xs: 5, md: 8 }, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.12)' }}>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.56)' }}>
            © {new Date().getFullYear()} Luxe Wheels. All rights reserved.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
