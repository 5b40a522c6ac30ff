// Every car of the marketplace, taken down or not: search by name, registration, dealer or id, filter by status.
import { OpsCarsQuerySchema, type OpsCarRow } from '@luxe/contract/ops-console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../lib/use-page-title';
import { PanelTitle } from '../../dealer-hub/components/panel-section';
import { CAR_FILTERS, carsQuery, type CarFilter } from '../api/cars';
import { FilterBar } from '../components/filter-bar';
import { carPath, dealerPath, RecordLink } from '../components/links';
import { PagedTable } from '../components/paged-table';
import { SearchBox } from '../components/search-box';
import { OpsStatusTag } from '../components/status-tags';
import { formatRupees, formatWhen, humanize, problemOf } from '../format';
import { useListParams } from '../use-list-params';

const filters = [
  { value: 'all', label: 'All' },
  ...CAR_FILTERS.map((value) => ({
    value,
    label: value === 'available' ? 'On sale' : value === 'withdrawn' ? 'Off sale' : humanize(value),
  })),
] as const;

const columns = [
  {
    key: 'name',
    label: 'Car',
    phone: 'title' as const,
    render: (c: OpsCarRow) => <RecordLink to={carPath(c.car_id)}>{c.name}</RecordLink>,
  },
  { key: 'id', label: 'Id', numeric: true, render: (c: OpsCarRow) => c.car_id },
  { key: 'reg', label: 'Registration', render: (c: OpsCarRow) => c.registration ?? '—' },
  { key: 'price', label: 'Price', numeric: true, render: (c: OpsCarRow) => formatRupees(c.price) },
  { key: 'status', label: 'Status', render: (c: OpsCarRow) => <OpsStatusTag status={c.status} takenDown={c.taken_down} /> },
  {
    key: 'dealer',
    label: 'Dealer',
    render: (c: OpsCarRow) => (
      <>
        <RecordLink to={dealerPath(c.vendor.vendor_id)}>{c.vendor.name}</RecordLink>
        {c.vendor.status === 'suspended' && ' (suspended)'}
      </>
    ),
  },
  { key: 'reports', label: 'Open reports', numeric: true, render: (c: OpsCarRow) => c.open_reports },
  { key: 'listed', label: 'Listed', render: (c: OpsCarRow) => formatWhen(c.created_at) },
];

export function CarsPage() {
  usePageTitle('Listings · Operations');
  const { params, page, show } = useListParams();
  const q = params.get('q') ?? '';
  const status = (filters.find((f) => f.value === params.get('status'))?.value ?? 'all') as CarFilter | 'all';
  const cars = useQuery({ ...carsQuery(q, status, page), placeholderData: keepPreviousData });
  return (
    <>
      <PanelTitle sub="Any car, on sale or not, taken down or not.">Listings</PanelTitle>
      <SearchBox
        key={q}
        label="Search cars"
        hint="A car's name, registration, dealer or id"
        value={q}
        check={(words) => problemOf(OpsCarsQuerySchema, { q: words })}
        onSearch={(words) => show({ q: words })}
      />
      <FilterBar
        label="Show cars by status"
        options={filters}
        value={status}
        onChange={(value) => show({ status: value === 'all' ? undefined : value })}
      />
      <PagedTable
        query={cars}
        rowsOf={(d) => d.cars}
        loading="Loading cars"
        empty="No car matches."
        caption="Cars"
        rowKey={(c) => c.car_id}
        columns={columns}
        highlight={(c) => c.open_reports > 0}
        page={page}
        onPage={(p) => show({ page: p })}
      />
    </>
  );
}
