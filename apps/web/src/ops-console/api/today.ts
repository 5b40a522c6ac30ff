// What waits for an operator today: counts, and the first few of each.
import { opsPaths } from '@luxe/contract/ops-paths';
import { OpsTodayResponseSchema } from '@luxe/contract/ops-console';
import { queryOptions } from '@tanstack/react-query';
import { opsKeys } from './keys';
import { opsRequest } from './ops-request';

export function todayQuery() {
  return queryOptions({
    queryKey: opsKeys.today,
    queryFn: ({ signal }) => opsRequest(opsPaths.today, OpsTodayResponseSchema, { signal }).then((r) => r.data),
    refetchInterval: 60_000,
  });
}
