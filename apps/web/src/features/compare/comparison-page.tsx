// The comparison page: the wishlist's 2 or 3 chosen cars side by side, the rows
// where they differ highlighted. The selection is in the address (/comparison?ids=4,8), so the page
// survives a reload. On a phone each row's name sits above its values, so two cars fit side by side; a
// third scrolls sideways inside the table's frame, never the page.
import {
  Box,
  Button,
  Card,
  Container,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type Theme,
} from '@mui/material';
import { Skeleton } from '../../components/skeleton';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CarImage } from '../../components/car-image';
import { PageHeader } from '../../components/page-header';
import { Price } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { carDetailsPath } from '../../lib/cars-url';
import { parseComparisonIds } from '../../lib/comparison-url';
import { useMetaDescription } from '../../lib/use-meta-description';
import { usePageTitle } from '../../lib/use-page-title';
import { useComparedCars } from './api/get-compared-cars';
import { COMPARE_ROWS, rowDiffers } from './compare-rows';
import { visuallyHidden } from '@mui/utils';

const MIN = 2;
const MAX = 3;
const LABEL_WIDTH = 200;
const CAR_WIDTH = 260;
/** A car's column on a phone: two fit a 375px screen. */
const PHONE_CAR_MIN = 150;
const TINT = '#f6eedd';

/**
 * Below 600px the table's parts become blocks and each row a grid: the row's name spans the grid's
 * width above one column per car. The explicit roles keep it a table for assistive technology.
 */
const phone = (theme: Theme) => theme.breakpoints.down('sm');
const phoneRow = (cars: number) => (theme: Theme) => ({
  [phone(theme)]: { display: 'grid', gridTemplateColumns: `repeat(${cars}, minmax(${PHONE_CAR_MIN}px, 1fr))` },
});

function Message({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h2" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Stack direction="row" spacing={1.5}>
        {retry && (
          <Button variant="contained" color="secondary" onClick={retry}>
            Retry
          </Button>
        )}
        <Button component={RouterLink} to="/wishlist" variant={retry ? 'outlined' : 'contained'} color={retry ? 'primary' : 'secondary'}>
          Back to wishlist
        </Button>
      </Stack>
    </Stack>
  );
}

export function ComparisonPage() {
  usePageTitle('Compare cars');
  useMetaDescription('Compare pre-owned luxury cars side by side: price, year, owners, engine, performance and more.');
  const [params] = useSearchParams();
  const ids = parseComparisonIds(params.get('ids'));
  const valid = ids.length >= MIN && ids.length <= MAX;
  const cars = useComparedCars(ids, valid);

  let content;
  if (!valid)
    content = (
      <Message
        title={ids.length > MAX ? 'You can compare maximum 3 cars at a time' : 'Choose cars to compare'}
        text="Turn on Compare on your wishlist, tick 2 or 3 cars and press Compare now."
      />
    );
  else if (cars.isPending)
    content = (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: `repeat(${ids.length}, minmax(0, 1fr))` }} aria-hidden>
        {ids.map((id) => (
          <Card key={id}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
            <Box sx={{ p: 2 }}>
              <Skeleton width="70%" height={28} />
              <Skeleton width="40%" />
            </Box>
          </Card>
        ))}
      </Box>
    );
  else if (cars.isError)
    content = <Message title="We could not load these cars" text={errorMessage(cars.error)} retry={() => void cars.refetch()} />;
  else {
    const list = cars.data;
    const differing = COMPARE_ROWS.filter((row) => rowDiffers(row, list)).length;
    content = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Comparing {list.length} cars.{' '}
          <Box component="span" sx={{ bgcolor: 'rgba(200,164,93,0.22)', px: 0.75, borderRadius: 1 }}>
            Highlighted
          </Box>{' '}
          rows differ ({differing} of {COMPARE_ROWS.length}).
        </Typography>
        <Box
          role="region"
          aria-label="Comparison table"
          tabIndex={0}
          sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 4, bgcolor: 'background.paper' }}
        >
          <Table
            role="table"
            sx={(theme) => ({
              tableLayout: 'fixed',
              minWidth: LABEL_WIDTH + CAR_WIDTH * list.length,
              [phone(theme)]: { display: 'block', minWidth: PHONE_CAR_MIN * list.length, '& thead, & tbody': { display: 'block' } },
            })}
          >
            <TableHead role="rowgroup">
              <TableRow role="row" sx={phoneRow(list.length)}>
                <TableCell
                  role="columnheader"
                  sx={{
                    width: LABEL_WIDTH,
                    position: 'sticky',
                    left: 0,
                    zIndex: 2,
                    bgcolor: 'background.paper',
                    verticalAlign: 'bottom',
                    display: { xs: 'none', sm: 'table-cell' },
                  }}
                >
                  <Typography variant="overline">Car</Typography>
                </TableCell>
                {list.map((car) => (
                  <TableCell
                    key={car.car_id}
                    role="columnheader"
                    scope="col"
                    sx={{ width: { sm: CAR_WIDTH }, verticalAlign: 'top', px: { xs: 1.5, sm: 2 } }}
                  >
                    <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
                      <CarImage src={car.car_images[0]} alt={car.car_name} eager />
                    </Box>
                    <Typography variant="h4" component="h2" sx={{ mt: 1.5 }}>
                      {car.car_name}
                    </Typography>
                    <Price rupees={car.car_listing_price} variant="h3" component="p" sx={{ mt: 0.5 }} />
                    <Button
                      component={RouterLink}
                      to={carDetailsPath(car.car_id)}
                      variant="outlined"
                      size="small"
                      fullWidth
                      sx={{ mt: 1.5 }}
                      aria-label={`View Car Details: ${car.car_name}`}
                    >
                      View Car Details
                    </Button>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody role="rowgroup">
              {COMPARE_ROWS.map((row) => {
                const differs = rowDiffers(row, list);
                const tint = differs ? TINT : 'background.paper';
                return (
                  <TableRow
                    key={row.label}
                    role="row"
                    data-differs={differs || undefined}
                    sx={[{ bgcolor: differs ? TINT : undefined }, phoneRow(list.length)]}
                  >
                    <TableCell
                      component="th"
                      role="rowheader"
                      scope="row"
                      sx={(theme) => ({
                        position: 'sticky',
                        left: 0,
                        zIndex: 1,
                        bgcolor: tint,
                        fontWeight: 700,
                        color: 'text.secondary',
                        [phone(theme)]: { gridColumn: '1 / -1', borderBottom: 0, pt: 1.5, pb: 0, px: 1.5, fontSize: '0.75rem' },
                      })}
                    >
                      {row.label}
                      {differs && (
                        <Box component="span" sx={visuallyHidden}>
                          {' '}
                          (differs)
                        </Box>
                      )}
                    </TableCell>
                    {list.map((car) => (
                      <TableCell
                        key={car.car_id}
                        role="cell"
                        sx={{ fontWeight: differs ? 700 : 400, overflowWrap: 'anywhere', px: { xs: 1.5, sm: 2 }, pt: { xs: 0.5, sm: 2 } }}
                      >
                        {row.value(car)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Compare cars" />
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        {content}
      </Container>
    </>
  );
}
