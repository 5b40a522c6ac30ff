// A record's page (a car, a dealer, an order): back to its list above, then the record once loaded, or
// what is wrong with the address.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListEmpty } from '../../dealer-hub/components/list-state';
import { BackLink } from './links';
import { QueryView } from './query-view';

interface RecordViewProps<T> {
  back: { to: string; label: string };
  /** The id in the address; null when it is not one. */
  id: number | null;
  /** What the record is: 'car', 'dealer', 'order'. */
  what: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

export function RecordView<T>({ back, id, what, query, children }: RecordViewProps<T>) {
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      {id === null ? (
        <ListEmpty>{`This address names no ${what}: its id is a whole number.`}</ListEmpty>
      ) : (
        <QueryView query={query} loading={`Loading the ${what}`} rows={4}>
          {children}
        </QueryView>
      )}
    </>
  );
}
