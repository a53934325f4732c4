/**
 * The buyer (openapi.yaml `Customer`): who an order is for. Its own module, because every checkout
 * needs it and the member area's schemas are not part of a checkout's first view.
 */
import * as v from 'valibot';
import { Email, IsoDate, Required } from './primitives';

/** The buyer. */
export const Customer = v.object({
  firstName: Required,
  lastName: Required,
  email: Email,
  postCode: Required,
  mobilePhone: v.optional(v.string()),
  dateOfBirth: v.optional(IsoDate),
});
export type Customer = v.InferOutput<typeof Customer>;
