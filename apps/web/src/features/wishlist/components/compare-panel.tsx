// The compare side panel: the selection, names over 10 characters cut to
// 10 plus '...' (the full name one hover or keyboard focus away), and 'Compare now' (disabled below 2 cars).
import Close from '@mui/icons-material/Close';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, type RefObject } from 'react';
import type { WishlistItem } from '@luxe/contract';
import { CarImage } from '../../../components/car-image';
import { ModalDialog } from '../../../components/modal-dialog';
import { Price } from '../../../components/price';
import { clip } from '../../../lib/clip';
import { COMPARE_MAX, COMPARE_MIN, TOO_FEW } from '../compare-selection';

interface ComparePanelProps {
  open: boolean;
  /** The <dialog>, which the tray's button shows itself: the panel stays mounted while closed. */
  dialogRef: RefObject<HTMLDialogElement | null>;
  cars: WishlistItem[];
  onClose: () => void;
  onRemove: (carId: number) => void;
  onCompare: () => void;
}

export function ComparePanel({ open, dialogRef, cars, onClose, onRemove, onCompare }: ComparePanelProps) {
  const headingId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={headingId} maxWidth={380} side keepMounted dialogRef={dialogRef}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={headingId} variant="h3" component="h2">
          Compare cars
        </Typography>
        <IconButton aria-label="Close compare panel" onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Stack spacing={2} sx={{ p: 2.5, flex: 1, overflowY: 'auto' }}>
        <Typography variant="body2" color="text.secondary">
          {cars.length} of {COMPARE_MAX} selected
        </Typography>
        {cars.map((car) => (
          <Stack key={car.car_id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 96, flexShrink: 0, borderRadius: 2, overflow: 'hidden' }}>
              <CarImage src={car.car_images[0]} alt="" />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {/* Focusable so a keyboard reaches the full name too; a screen reader reads it whole. */}
              <Tooltip title={car.car_name} describeChild placement="bottom-start">
                <Typography
                  tabIndex={0}
                  sx={{
                    fontWeight: 700,
                    width: 'fit-content',
                    borderRadius: 1,
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                  }}
                >
                  <span aria-hidden>{clip(car.car_name, 10)}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {car.car_name}
                  </Box>
                </Typography>
              </Tooltip>
              <Price rupees={car.listing_price} variant="body2" />
            </Box>
            <IconButton aria-label={`Remove ${car.car_name} from comparison`} onClick={() => onRemove(car.car_id)}>
              <Close />
            </IconButton>
          </Stack>
        ))}
        {cars.length < COMPARE_MIN && (
          <Typography variant="body2" color="text.secondary">
            {TOO_FEW}. Turn on Compare and tick the cars on your wishlist.
          </Typography>
        )}
      </Stack>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button fullWidth size="large" variant="contained" color="secondary" disabled={cars.length < COMPARE_MIN} onClick={onCompare}>
          Compare now
        </Button>
      </Box>
    </ModalDialog>
  );
}
