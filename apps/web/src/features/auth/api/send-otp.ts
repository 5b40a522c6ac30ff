import { accountPaths, SendOtpResponseSchema } from '@luxe/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function sendOtp(phone: string) {
  return apiRequest(accountPaths.sendOtp, SendOtpResponseSchema, { method: 'POST', body: { phone } });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
