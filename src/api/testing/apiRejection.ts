/** Test helper (not product code): the ApiError an API call rejects with. */
import { expect } from 'vitest';
import { isApiError } from '../../errors/errors';
import type { ApiError } from '../../errors/errors';

/** The error `promise` rejects with; fails the test if it resolves or rejects with no ApiError. */
export async function apiRejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => expect.fail('expected the call to fail'),
    (reason: unknown) => reason,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}
