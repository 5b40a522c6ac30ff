// Money's views, orders, refunds and a day's reconciliation: links side by side, the one shown marked current.
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';

const tabs = [
  { to: '/ops/money', label: 'Orders' },
  { to: '/ops/money/refunds', label: 'Refunds' },
  { to: '/ops/money/reconciliation', label: 'Reconciliation' },
] as const;

export function MoneyTabs({ current }: { current: (typeof tabs)[number]['to'] }) {
  return (
    <Stack component="nav" aria-label="Money" direction="row" spacing={1} sx={{ mb: 2 }}>
      {tabs.map((tab) => (
        <Button
          key={tab.to}
          component={RouterLink}
          to={tab.to}
          variant={tab.to === current ? 'contained' : 'outlined'}
          aria-current={tab.to === current ? 'page' : undefined}
        >
          {tab.label}
        </Button>
      ))}
    </Stack>
  );
}
