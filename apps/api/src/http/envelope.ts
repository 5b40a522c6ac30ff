import type { ErrorResponse } from '@luxe/contract';

export function ok<T>(message: string, data: T): { success: true; message: string; data: T } {
  return { success: true, message, data };
}

export function failure(message: string, extra: Partial<Pick<ErrorResponse, 'request_id' | 'field'>> = {}): ErrorResponse {
  return { success: false, message, msg: message, ...extra };
}
