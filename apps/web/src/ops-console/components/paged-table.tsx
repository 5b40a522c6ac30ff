// A page of a list as a table (the dealer panel's DataTable: cards on a phone) with its pager, in the
// list's loading, failed and empty states.
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableProps } from '../../dealer-hub/components/data-table';
import { ListEmpty } from '../../dealer-hub/components/list-state';
import { Pager } from '../../dealer-hub/components/pager';
import { PAGE_SIZE } from '../api/keys';
import { QueryView } from './query-view';

type PagedTableProps<D extends { pagination: { total: number } }, T> = Omit<DataTableProps<T>, 'rows'> & {
  query: UseQueryResult<D>;
  rowsOf: (data: D) => T[];
  loading: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
};

export function PagedTable<D extends { pagination: { total: number } }, T>({
  query,
  rowsOf,
  loading,
  empty,
  page,
  onPage,
  ...table
}: PagedTableProps<D, T>) {
  return (
    <QueryView query={query} loading={loading} empty={empty} isEmpty={(d) => rowsOf(d).length === 0}>
      {(d) => (
        <>
          <DataTable {...table} rows={rowsOf(d)} />
          <Pager page={page} total={d.pagination.total} pageSize={PAGE_SIZE} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}

/** A short table of a record's page, or what to say when it has no rows. */
export function TableOrEmpty<T>({ empty, ...table }: DataTableProps<T> & { empty: string }) {
  return table.rows.length === 0 ? <ListEmpty>{empty}</ListEmpty> : <DataTable {...table} />;
}
