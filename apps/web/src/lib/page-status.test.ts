import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { orNotFound } from './page-status';

describe('orNotFound', () => {
  it('answers null for a thing the API does not know (404)', async () => {
    await expect(orNotFound(Promise.reject(new ApiError('Car not found', 404)))).resolves.toBeNull();
  });

  it('passes an answer through', async () => {
    await expect(orNotFound(Promise.resolve({ id: 5 }))).resolves.toEqual({ id: 5 });
  });

  it('lets every other failure fail: a server error, no connection, a bad request', async () => {
    for (const status of [500, 0, 400]) {
      await expect(orNotFound(Promise.reject(new ApiError('Something went wrong', status)))).rejects.toMatchObject({ status });
    }
    await expect(orNotFound(Promise.reject(new TypeError('boom')))).rejects.toThrow('boom');
  });
});
