import { accountPaths } from '@luxe/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function verifyOtp(input: { phone: string; otp: string }) {
  return apiRequest(accountPaths.verifyOtp, (schemas) => schemas.VerifyOtpResponseSchema, { method: 'POST', body: input });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
