import { accountPaths, LogoutResponseSchema } from '@luxe/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function logout() {
  return apiRequest(accountPaths.logout, LogoutResponseSchema, { method: 'POST' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
