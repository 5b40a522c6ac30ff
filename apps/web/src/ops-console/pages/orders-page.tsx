// Payment orders, newest first, filtered by status, purpose, India's day and a search (an order id, a
// provider's order or payment id, or a buyer's phone).
import { ORDER_STATUSES, OpsOrdersQuerySchema, type OpsOrderRow } from '@luxe/contract/ops-console';
import { Box, Button } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import { usePageTitle } from '../../lib/use-page-title';
import { PanelTitle } from '../../dealer-hub/components/panel-section';
import { ordersQuery, type OrderFilters } from '../api/money';
import { carPath, orderPath, RecordLink } from '../components/links';
import { MoneyTabs } from '../components/money-tabs';
import { PagedTable } from '../components/paged-table';
import { OpsStatusTag } from '../components/status-tags';
import { formatRupees, formatWhen, humanize, problemOf } from '../format';
import { useListParams } from '../use-list-params';

const any = { value: '', label: 'Any' };
const statusOptions = [any, ...ORDER_STATUSES.map((s) => ({ value: s, label: s === 'created' ? 'Not paid' : humanize(s) }))];
const purposeOptions = [any, { value: 'booking', label: 'Reservation' }, { value: 'test_drive', label: 'Test drive' }];

const columns = [
  {
    key: 'id',
    label: 'Order',
    phone: 'title' as const,
    render: (o: OpsOrderRow) => <RecordLink to={orderPath(o.order_id)}>Order {o.order_id}</RecordLink>,
  },
  { key: 'purpose', label: 'For', render: (o: OpsOrderRow) => (o.purpose === 'booking' ? 'Reservation' : 'Test drive') },
  { key: 'car', label: 'Car', render: (o: OpsOrderRow) => <RecordLink to={carPath(o.car.id)}>{o.car.name}</RecordLink> },
  { key: 'buyer', label: 'Buyer', render: (o: OpsOrderRow) => `${o.buyer.name}, +91 ${o.buyer.phone}` },
  { key: 'amount', label: 'Amount', numeric: true, render: (o: OpsOrderRow) => formatRupees(o.amount) },
  { key: 'refunded', label: 'Refunded', numeric: true, render: (o: OpsOrderRow) => (o.refunded > 0 ? formatRupees(o.refunded) : '—') },
  { key: 'status', label: 'Status', render: (o: OpsOrderRow) => <OpsStatusTag status={o.status} /> },
  { key: 'at', label: 'Created', render: (o: OpsOrderRow) => formatWhen(o.created_at) },
];

function Filters({ value, onApply }: { value: OrderFilters; onApply: (next: OrderFilters) => void }) {
  const [draft, setDraft] = useState({
    status: value.status ?? '',
    purpose: value.purpose ?? '',
    date: value.date ?? '',
    q: value.q ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = Object.fromEntries(Object.entries({ ...draft, q: draft.q.trim() }).filter(([, v]) => v !== '')) as OrderFilters;
    const wrong = problemOf(OpsOrdersQuerySchema, next);
    setProblem(wrong);
    if (!wrong) onApply(next);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter orders"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: '160px 160px 180px minmax(0, 1fr) auto' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <SelectField label="Status" value={draft.status} options={statusOptions} onChange={(status) => setDraft({ ...draft, status })} />
      <SelectField label="For" value={draft.purpose} options={purposeOptions} onChange={(purpose) => setDraft({ ...draft, purpose })} />
      <InputField label="Day" type="date" size="small" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
      <InputField
        label="Search"
        type="search"
        size="small"
        value={draft.q}
        onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        error={problem !== null}
        helperText={problem ?? 'Order id, provider id or buyer phone'}
      />
      <Button type="submit" variant="contained" sx={{ mt: { md: '28px' } }}>
        Show
      </Button>
    </Box>
  );
}

export function OrdersPage() {
  usePageTitle('Money · Operations');
  const { params, page, show } = useListParams();
  const filters = Object.fromEntries(
    ['status', 'purpose', 'date', 'q'].flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  ) as OrderFilters;
  const orders = useQuery({ ...ordersQuery(filters, page), placeholderData: keepPreviousData });
  return (
    <>
      <PanelTitle sub="Payments for reservations and test drives, newest first. Days are India's.">Money</PanelTitle>
      <MoneyTabs current="/ops/money" />
      <Filters
        key={params.toString()}
        value={filters}
        onApply={(next) => show({ status: next.status, purpose: next.purpose, date: next.date, q: next.q })}
      />
      <PagedTable
        query={orders}
        rowsOf={(d) => d.orders}
        loading="Loading orders"
        empty="No order matches."
        caption="Orders, newest first"
        rowKey={(o) => o.order_id}
        columns={columns}
        page={page}
        onPage={(p) => show({ page: p })}
      />
    </>
  );
}
