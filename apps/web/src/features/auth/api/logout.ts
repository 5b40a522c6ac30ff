import { accountPaths } from '@luxe/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function logout() {
  return apiRequest(accountPaths.logout, (schemas) => schemas.LogoutResponseSchema, { method: 'POST' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
