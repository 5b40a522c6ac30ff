import { accountPaths } from '@luxe/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function sendOtp(phone: string) {
  return apiRequest(accountPaths.sendOtp, (schemas) => schemas.SendOtpResponseSchema, { method: 'POST', body: { phone } });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
