// The marketplace's dealers: search by name, phone, city or id; active or suspended.
import { OpsDealersQuerySchema, type OpsDealerRow } from '@luxe/contract/ops-console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../lib/use-page-title';
import { PanelTitle } from '../../dealer-hub/components/panel-section';
import { dealersQuery } from '../api/dealers';
import { FilterBar } from '../components/filter-bar';
import { dealerPath, RecordLink } from '../components/links';
import { PagedTable } from '../components/paged-table';
import { SearchBox } from '../components/search-box';
import { OpsStatusTag } from '../components/status-tags';
import { formatWhen, problemOf } from '../format';

import { useListParams } from '../use-list-params';

const filters = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
] as const;

export const ratingText = (rating: number | null, count: number) =>
  rating === null ? 'No rating yet' : `${rating.toFixed(1)} from ${count} ${count === 1 ? 'rating' : 'ratings'}`;

const columns = [
  {
    key: 'name',
    label: 'Dealer',
    phone: 'title' as const,
    render: (d: OpsDealerRow) => <RecordLink to={dealerPath(d.vendor_id)}>{d.name}</RecordLink>,
  },
  { key: 'id', label: 'Id', numeric: true, render: (d: OpsDealerRow) => d.vendor_id },
  { key: 'city', label: 'City', render: (d: OpsDealerRow) => d.city },
  { key: 'phone', label: 'Phone', render: (d: OpsDealerRow) => `+91 ${d.phone}` },
  { key: 'status', label: 'Status', render: (d: OpsDealerRow) => <OpsStatusTag status={d.status} /> },
  { key: 'cars', label: 'Cars on sale / all', numeric: true, render: (d: OpsDealerRow) => `${d.cars_on_sale} / ${d.cars_total}` },
  { key: 'rating', label: 'Rating', render: (d: OpsDealerRow) => ratingText(d.rating, d.ratings_count) },
  { key: 'since', label: 'Member since', render: (d: OpsDealerRow) => formatWhen(d.member_since) },
];

export function DealersPage() {
  usePageTitle('Dealers · Operations');
  const { params, page, show } = useListParams();
  const q = params.get('q') ?? '';
  const status = filters.find((f) => f.value === params.get('status'))?.value ?? 'all';
  const dealers = useQuery({ ...dealersQuery(q, status, page), placeholderData: keepPreviousData });
  return (
    <>
      <PanelTitle sub="Every dealership selling on Luxe Wheels.">Dealers</PanelTitle>
      <SearchBox
        key={q}
        label="Search dealers"
        hint="A name, phone, city or id"
        value={q}
        check={(words) => problemOf(OpsDealersQuerySchema, { q: words })}
        onSearch={(words) => show({ q: words })}
      />
      <FilterBar
        label="Show dealers by status"
        options={filters}
        value={status}
        onChange={(value) => show({ status: value === 'all' ? undefined : value })}
      />
      <PagedTable
        query={dealers}
        rowsOf={(d) => d.dealers}
        loading="Loading dealers"
        empty="No dealer matches."
        caption="Dealers"
        rowKey={(row) => row.vendor_id}
        columns={columns}
        highlight={(row) => row.status === 'suspended'}
        page={page}
        onPage={(p) => show({ page: p })}
      />
    </>
  );
}
