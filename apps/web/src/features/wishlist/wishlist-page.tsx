// The wishlist page ('Wishlist compare'): the buyer's saved cars, a grid/list
// toggle, the compare selection (cleared whenever the page opens: it is this page's state), the
// meeting form and the testimonials strip.
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { Box, Button, Card, Container, IconButton, Stack, Typography } from '@mui/material';
import { CheckboxLabel } from '../../components/checkbox-label';
import { DeferredIsland } from '../../components/hydration-island';
import { Skeleton } from '../../components/skeleton';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { SectionHeading } from '../../components/section-heading';
import { errorMessage } from '../../lib/api-client';
import { comparisonPath } from '../../lib/comparison-url';
import { useMetaDescription } from '../../lib/use-meta-description';
import { usePageTitle } from '../../lib/use-page-title';
import { useRemoveWishlistItem } from './api/remove-wishlist-item';
import { useWishlist } from './api/get-wishlist';
import { lazyComponent } from '../../lib/lazy-component';
import { CompareTray } from './components/compare-tray';
import { WishlistCard } from './components/wishlist-card';
import { COMPARE_MIN, TOO_FEW, toggleCompare } from './compare-selection';

// Loaded when scrolled near.
const MeetingForm = lazyComponent(() => import('./components/meeting-form').then((m) => m.MeetingForm));
const TestimonialsMarquee = lazyComponent(() => import('../../components/testimonials-marquee').then((m) => m.TestimonialsMarquee));

/** The wishlist page's testimonial strip loops in 1080 s. */
const MARQUEE_SECONDS = 1080;

function WishlistSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }} aria-hidden>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
          <Box sx={{ p: 2.5 }}>
            <Skeleton width="70%" height={28} />
            <Skeleton width="90%" />
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={44} sx={{ mt: 2 }} />
          </Box>
        </Card>
      ))}
    </Box>
  );
}

export function WishlistPage() {
  usePageTitle('Wishlist');
  useMetaDescription('The cars you have saved on Luxe Wheels: compare them side by side, book one, or meet our concierge.');
  const wishlist = useWishlist();
  const remove = useRemoveWishlistItem();
  const navigate = useNavigate();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [compareMode, setCompareMode] = useState(false);
  const [selection, setSelection] = useState<number[]>([]);

  const items = wishlist.data ?? [];
  // A car removed from the wishlist leaves the selection too.
  const selected = selection.filter((id) => items.some((item) => item.car_id === id));

  const toggle = (carId: number) => {
    const result = toggleCompare(selected, carId);
    if (result.error) toast.error(result.error);
    setSelection(result.selection);
  };

  const compareNow = () => {
    if (selected.length < COMPARE_MIN) {
      toast.error(TOO_FEW);
      return;
    }
    void navigate(comparisonPath(selected));
  };

  let content;
  if (wishlist.isPending) content = <WishlistSkeleton />;
  else if (wishlist.isError)
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }} role="alert">
        <Typography variant="h3" component="h2">
          We could not load your wishlist
        </Typography>
        <Typography color="text.secondary">{errorMessage(wishlist.error)}</Typography>
        <Button variant="contained" color="secondary" onClick={() => void wishlist.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  else if (items.length === 0)
    content = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 } }}>
        <Typography variant="h2" component="h2">
          Your wishlist is empty
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
          Tap the heart on any car to save it here, then compare your favourites side by side.
        </Typography>
        <Button component={RouterLink} to="/cars" variant="contained" color="secondary" size="large">
          Browse cars
        </Button>
      </Stack>
    );
  else
    content = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: layout === 'grid' ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } : '1fr',
        }}
      >
        {items.map((item) => (
          <WishlistCard
            key={item.car_id}
            item={item}
            layout={layout}
            compareMode={compareMode}
            selected={selected.includes(item.car_id)}
            onToggleSelect={() => toggle(item.car_id)}
            onRemove={() => remove.mutate(item.car_id)}
            removing={remove.isPending && remove.variables === item.car_id}
          />
        ))}
      </Box>
    );

  return (
    <>
      <PageHeader title="Wishlist" />
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        {items.length > 0 && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {items.length} {items.length === 1 ? 'car' : 'cars'} saved
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CheckboxLabel
                asSwitch
                checked={compareMode}
                onChange={(on) => {
                  setCompareMode(on);
                  if (!on) setSelection([]);
                }}
                sx={{ fontWeight: 600 }}
              >
                Compare
              </CheckboxLabel>
              <Stack
                direction="row"
                role="group"
                aria-label="Layout"
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: '12px',
                  p: 0.25,
                  '& button': { borderRadius: '10px' },
                  '& button[aria-pressed=true]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                }}
              >
                <IconButton aria-label="Grid view" aria-pressed={layout === 'grid'} onClick={() => setLayout('grid')}>
                  <GridViewOutlined />
                </IconButton>
                <IconButton aria-label="List view" aria-pressed={layout === 'list'} onClick={() => setLayout('list')}>
                  <ViewListOutlined />
                </IconButton>
              </Stack>
            </Stack>
          </Stack>
        )}
        {content}
      </Container>

      <Box component="section" sx={{ py: { xs: 5, md: 8 }, bgcolor: 'background.paper' }}>
        <Container maxWidth="xl">
          <DeferredIsland until="used">
            <MeetingForm carNames={items.map((item) => item.car_name)} />
          </DeferredIsland>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="wishlist-testimonials" sx={{ py: { xs: 5, md: 8 } }}>
        <Container maxWidth="xl">
          <SectionHeading id="wishlist-testimonials" title="What our customers say" />
        </Container>
        <DeferredIsland>
          <TestimonialsMarquee durationSeconds={MARQUEE_SECONDS} />
        </DeferredIsland>
      </Box>

      {items.length > 0 && (
        <CompareTray
          shown={compareMode}
          cars={selected.flatMap((id) => items.filter((item) => item.car_id === id))}
          onRemove={(carId) => setSelection(selected.filter((id) => id !== carId))}
          onCompare={compareNow}
        />
      )}
    </>
  );
}
