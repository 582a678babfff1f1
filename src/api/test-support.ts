import { ApiError } from './errors.ts';

/** For tests: the ApiError a call fails with; anything else (or success) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
