// The operator's sign-in: the phone's code, then the authenticator's (confirmed once on the first sign-in).
import { opsPaths } from '@luxe/contract/ops-paths';
import { ConfirmTotpResponseSchema, OpsVerifyOtpResponseSchema, type OpsVerifyOtpBody } from '@luxe/contract/ops';
import { LogoutResponseSchema, SendOtpResponseSchema } from '../../lib/contract-schemas';
import { useMutation } from '@tanstack/react-query';
import { opsRequest } from './ops-request';

export function useSendOpsOtp() {
  return useMutation({
    mutationFn: (phone: string) =>
      opsRequest(opsPaths.sendOtp, SendOtpResponseSchema, { method: 'POST', body: { phone }, anonymous: true }),
  });
}

export function useVerifyOpsOtp() {
  return useMutation({
    mutationFn: (body: OpsVerifyOtpBody) =>
      opsRequest(opsPaths.verifyOtp, OpsVerifyOtpResponseSchema, { method: 'POST', body, anonymous: true }),
  });
}

/** The enrolment token (good for this one call) confirms the authenticator with its first code. */
export function useConfirmTotp() {
  return useMutation({
    mutationFn: ({ code, token }: { code: string; token: string }) =>
      opsRequest(opsPaths.confirmTotp, ConfirmTotpResponseSchema, { method: 'POST', body: { code }, token }),
  });
}

export function useOpsLogout() {
  return useMutation({ mutationFn: () => opsRequest(opsPaths.logout, LogoutResponseSchema, { method: 'POST' }) });
}
