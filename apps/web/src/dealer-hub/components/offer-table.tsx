// Offers as rows: the car, the buyer (first name and city), the bids, the status, the hours left to
// answer, and one tap to the offer's page where the dealer answers.
import type { VendorOffer } from '@luxe/contract/schemas';
import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '../../lib/format';
import { timeLeft } from '../format';
import { DataTable, type Column } from './data-table';
import { OfferStatusTag } from './status-tag';

export const waitsForDealer = (offer: VendorOffer) => offer.awaiting === 'dealer';

export function OfferTable({ offers, now, caption }: { offers: VendorOffer[]; now: Date; caption: string }) {
  const columns: Column<VendorOffer>[] = [
    {
      key: 'car',
      label: 'Car',
      phone: 'title',
      render: (o) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 800 }}>
            {o.car.car_name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Listed at {formatRupees(o.car.listing_price)}
          </Typography>
        </>
      ),
    },
    { key: 'buyer', label: 'Buyer', render: (o) => `${o.buyer.first_name}${o.buyer.city ? `, ${o.buyer.city}` : ''}` },
    { key: 'bid', label: 'Their bid', numeric: true, render: (o) => formatRupees(o.buyer_last_bid) },
    {
      key: 'counter',
      label: 'Your counter',
      numeric: true,
      render: (o) => (o.dealer_last_bid === null ? '—' : formatRupees(o.dealer_last_bid)),
    },
    { key: 'status', label: 'Status', render: (o) => <OfferStatusTag status={o.status} reason={o.reason} /> },
    {
      key: 'left',
      label: 'Answer within',
      render: (o) =>
        waitsForDealer(o) && o.expires_at ? (
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
            {timeLeft(o.expires_at, now) ?? 'Expiring'}
          </Typography>
        ) : (
          '—'
        ),
    },
    {
      key: 'action',
      label: 'Action',
      phone: 'actions',
      render: (o) => (
        <Button
          component={RouterLink}
          to={`/vendor/offers/${o.offer_id}`}
          size="small"
          variant={waitsForDealer(o) ? 'contained' : 'outlined'}
          aria-label={`${waitsForDealer(o) ? 'Answer' : 'Open'} ${o.buyer.first_name}'s offer on the ${o.car.car_name}`}
        >
          {waitsForDealer(o) ? 'Answer' : 'Open'}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={offers}
      rowKey={(o) => o.offer_id}
      highlight={(o) => waitsForDealer(o) && !o.opened}
    />
  );
}
