import { accountPaths } from '@luxe/contract/constants';
import type { SignUpBody } from '@luxe/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function signUp(body: SignUpBody) {
  return apiRequest(accountPaths.signUp, (schemas) => schemas.SignUpResponseSchema, { method: 'POST', body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
