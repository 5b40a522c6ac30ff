import { vendorAccountPaths } from '@luxe/contract/vendor-paths';
import { useMutation } from '@tanstack/react-query';
import { vendorRequest } from './vendor-request';

export function useSendVendorOtp() {
  return useMutation({
    mutationFn: (phone: string) =>
      vendorRequest(vendorAccountPaths.sendOtp, (s) => s.SendOtpResponseSchema, { method: 'POST', body: { phone }, anonymous: true }),
  });
}

export function useVerifyVendorOtp() {
  return useMutation({
    mutationFn: (body: { phone: string; otp: string }) =>
      vendorRequest(vendorAccountPaths.verifyOtp, (s) => s.VendorVerifyOtpResponseSchema, { method: 'POST', body, anonymous: true }),
  });
}

export function useVendorLogout() {
  return useMutation({
    mutationFn: () => vendorRequest(vendorAccountPaths.logout, (s) => s.LogoutResponseSchema, { method: 'POST' }),
  });
}
