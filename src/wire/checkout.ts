// What every order a customer checks out sends beside its lines: where it goes, the remarks, the
// payable the customer saw (the server answers 409 with its own price when they differ) and the
// key that makes a second submit answer the first order.
import { z } from 'zod';
import { REMARKS_MAX } from '../lib/forms/order-form-rules.ts';
import { Address } from './address.ts';
import { fen, idempotencyKey } from './common.ts';

export const checkoutFields = {
  address: Address,
  remarks: z.string().trim().max(REMARKS_MAX, `备注最多 ${REMARKS_MAX} 个字符`),
  expectedPayable: fen.nonnegative(),
  idempotencyKey,
};
