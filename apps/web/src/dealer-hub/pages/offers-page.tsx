// The three views of the dealer's offers (docs/product/dealers-and-operators.md), each with its count (pagination.total), paged; the view
// and the page live in the address, so a reload or a shared link keeps them.
import { OFFER_EXPIRY_HOURS } from '@luxe/contract/constants';
import { Box } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { PAGE_SIZE } from '../api/keys';
import { offersQuery, useOfferCount, type OfferView } from '../api/offers';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-state';
import { OfferTable } from '../components/offer-table';
import { Pager } from '../components/pager';
import { PanelTitle } from '../components/panel-section';
import { useNow } from '../use-now';

const VIEWS: { view: OfferView; label: string; empty: string }[] = [
  { view: 'action', label: 'Waiting for you', empty: 'No offer waits for your answer.' },
  { view: 'new', label: 'New', empty: 'No new offer: every offer has been opened.' },
  { view: 'all', label: 'All', empty: 'No offer yet. Buyers’ bids on your cars appear here.' },
];

function ViewTab({ view, label, current }: { view: OfferView; label: string; current: boolean }) {
  const count = useOfferCount(view);
  return (
    <Box
      component={RouterLink}
      to={`/vendor/offers?view=${view}`}
      aria-current={current ? 'page' : undefined}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        px: 2,
        borderRadius: 999,
        border: 1,
        borderColor: current ? 'primary.main' : 'divider',
        bgcolor: current ? 'primary.main' : 'background.paper',
        color: current ? 'primary.contrastText' : 'text.primary',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: 14,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {label} <span>{count.data ?? '·'}</span>
    </Box>
  );
}

export function OffersPage() {
  usePageTitle("Offers · Vendor's Hub");
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const view = (VIEWS.find((v) => v.view === params.get('view'))?.view ?? 'action') as OfferView;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const offers = useQuery({ ...offersQuery(view, page), placeholderData: keepPreviousData });
  const current = VIEWS.find((v) => v.view === view)!;

  return (
    <>
      <PanelTitle sub={`Answer a bid within ${OFFER_EXPIRY_HOURS} hours, or it expires.`}>Offers</PanelTitle>
      <Box component="nav" aria-label="Offer views" sx={{ display: 'flex', gap: 1, mb: 2, overflowX: 'auto', pb: 0.5 }}>
        {VIEWS.map((v) => (
          <ViewTab key={v.view} view={v.view} label={v.label} current={v.view === view} />
        ))}
      </Box>
      {offers.isPending ? (
        <ListSkeleton label="Loading offers" rows={5} />
      ) : offers.isError ? (
        <ListError error={offers.error} onRetry={() => void offers.refetch()} />
      ) : offers.data.offers.length === 0 ? (
        <ListEmpty>{current.empty}</ListEmpty>
      ) : (
        <>
          <OfferTable offers={offers.data.offers} now={now} caption={`Offers: ${current.label}`} />
          <Pager
            page={page}
            total={offers.data.pagination.total}
            pageSize={PAGE_SIZE}
            onPage={(next) => setParams({ view, page: String(next) })}
          />
        </>
      )}
    </>
  );
}
