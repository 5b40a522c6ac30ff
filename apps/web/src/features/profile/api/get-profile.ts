// The signed-in buyer's profile.
import { accountPaths } from '@luxe/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export const profileKeys = { all: ['profile'] as const };

export function getProfile(signal?: AbortSignal) {
  return apiRequest(accountPaths.getProfile, (schemas) => schemas.GetProfileResponseSchema, { signal }).then((response) => response.data);
}

export function profileQueryOptions(session: number) {
  return queryOptions({
    queryKey: [...profileKeys.all, { session }],
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  const { session } = useAuth();
  return useQuery(profileQueryOptions(session));
}
