// "Report this listing": a quiet text button at the foot of the car page, apart from the buying
// actions. A guest signs in first and the dialog opens after; its code loads at the first tap.
import { Box, Button } from '@mui/material';
import type { CarDetails } from '@luxe/contract';
import { lazy, useState } from 'react';
import { OpenedOnce } from '../../../components/lazy-overlay';
import { useAuth } from '../../../lib/auth';
import { openLoginDialogThen } from '../../../lib/auth-dialogs';
import { carTitle } from '../car-details';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export function ReportListing({ car }: { car: CarDetails }) {
  const { isAuthenticated } = useAuth();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  // A sold car is no longer on sale, nor reportable.
  if (car.status === 'sold') return null;
  return (
    <Box sx={{ mt: { xs: 5, md: 8 }, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button
        variant="text"
        size="small"
        disabled={reported}
        onClick={() => (isAuthenticated ? setOpen(true) : openLoginDialogThen(() => setOpen(true)))}
        sx={{ color: 'text.secondary', textDecoration: 'underline', px: 1, ml: -1 }}
      >
        {reported ? 'Reported' : 'Report this listing'}
      </Button>
      <OpenedOnce open={open}>
        <ReportDialog
          car={{ id: car.id, title: carTitle(car) }}
          open={open}
          onClose={() => setOpen(false)}
          onReported={() => setReported(true)}
        />
      </OpenedOnce>
    </Box>
  );
}
