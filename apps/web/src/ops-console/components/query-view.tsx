// A query's four states in one place (the dealer panel's list states): loading, failed with a retry,
// empty with what comes next, or its data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListEmpty, ListError, ListSkeleton } from '../../dealer-hub/components/list-state';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  loading: string;
  /** Said when `isEmpty` holds. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  rows?: number;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, loading, empty, isEmpty, rows, children }: QueryViewProps<T>) {
  if (query.isPending) return <ListSkeleton label={loading} rows={rows} />;
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (empty && isEmpty?.(query.data)) return <ListEmpty>{empty}</ListEmpty>;
  return <>{children(query.data)}</>;
}
