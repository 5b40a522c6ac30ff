// Links between the console's records: a car, a dealer, an order, each to its own page.
import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export function RecordLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
      {children}
    </Link>
  );
}

/** Back to a list, above a record's title: a link flush with the title under it. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      variant="body2"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 700, color: 'text.primary' }}
    >
      ← {children}
    </Link>
  );
}

export const carPath = (carId: number) => `/ops/listings/${carId}`;
export const dealerPath = (vendorId: number) => `/ops/dealers/${vendorId}`;
export const orderPath = (orderId: number) => `/ops/money/orders/${orderId}`;
export const applicationPath = (applicationId: number, status = 'submitted') => `/ops/applications?status=${status}&id=${applicationId}`;
