// The compare tray across the foot of the screen (compare mode) and the compare panel it opens. Apart
// from the page so that opening re-renders neither the page nor its cards: the panel is mounted closed
// while the page is idle, its rows follow the selection as it changes, and the tap only shows it.
import CompareArrows from '@mui/icons-material/CompareArrows';
import { Box, Button, Container, GlobalStyles, Typography } from '@mui/material';
import type { WishlistItem } from '@luxe/contract';
import { Suspense } from 'react';
import { useModalDialogOpener, useMountedWhenIdle } from '../../../components/modal-dialog-opener';
import { lazyComponent } from '../../../lib/lazy-component';
import { toast } from '../../../lib/toast';
import { COMPARE_MAX, COMPARE_MIN, TOO_FEW } from '../compare-selection';

/** Loaded while the page is idle, or when first opened before. */
const ComparePanel = lazyComponent(() => import('./compare-panel').then((m) => m.ComparePanel));

/** The compare tray's height: the page keeps this much room below its end and above a focused control. */
const TRAY_HEIGHT = 76;

interface CompareTrayProps {
  /** Compare mode: the tray shows. */
  shown: boolean;
  /** The selected cars, in the order they were ticked. */
  cars: WishlistItem[];
  onRemove: (carId: number) => void;
  onCompare: () => void;
}

export function CompareTray({ shown, cars, onRemove, onCompare }: CompareTrayProps) {
  const panel = useModalDialogOpener();
  const mounted = useMountedWhenIdle(ComparePanel);

  const openPanel = () => {
    if (cars.length < COMPARE_MIN) toast.error(TOO_FEW);
    panel.show();
  };

  return (
    <>
      {/* A tray across the foot of the screen rather than a button floating over the cards: the page
          keeps room below its end, and a control reached by keyboard scrolls clear of it. */}
      {shown && (
        <>
          <GlobalStyles styles={{ html: { scrollPaddingBottom: TRAY_HEIGHT + 16 }, body: { paddingBottom: TRAY_HEIGHT } }} />
          <Box
            role="region"
            aria-label="Compare selection"
            sx={{
              position: 'fixed',
              left: 0,
              right: 0,
              bottom: 0,
              zIndex: (theme) => theme.zIndex.appBar,
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
              boxShadow: (theme) => theme.navyShadows.floating,
              pb: 'env(safe-area-inset-bottom)',
            }}
          >
            <Container
              maxWidth="xl"
              // Less its top border.
              sx={{ height: TRAY_HEIGHT - 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {cars.length} of {COMPARE_MAX} selected
              </Typography>
              <Button
                variant="contained"
                color="secondary"
                size="large"
                onClick={openPanel}
                aria-label={`Compare (${cars.length} selected)`}
                aria-haspopup="dialog"
                startIcon={<CompareArrows />}
                // No ripple: its first mount at the tap costs more than the panel's opening; a ring shows keyboard focus.
                disableRipple
                sx={{
                  borderRadius: 999,
                  px: 3,
                  minHeight: 52,
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                Compare
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    ml: 1.25,
                    minWidth: 22,
                    height: 22,
                    px: 0.75,
                    borderRadius: 999,
                    bgcolor: 'primary.main',
                    fontSize: 12,
                    lineHeight: '22px',
                    textAlign: 'center',
                  }}
                >
                  {cars.length}
                </Box>
              </Button>
            </Container>
          </Box>
        </>
      )}
      {(mounted || panel.open) && (
        <Suspense fallback={null}>
          <ComparePanel
            open={panel.open}
            dialogRef={panel.ref}
            cars={cars}
            onClose={panel.close}
            onRemove={onRemove}
            onCompare={onCompare}
          />
        </Suspense>
      )}
    </>
  );
}
