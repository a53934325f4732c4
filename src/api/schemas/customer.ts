/**
 * The buyer (openapi.yaml `Customer`): who an order is for. Its own module, because every checkout
 * needs it and the member area's schemas are not part of a checkout's first view.
 */
import * as v from 'valibot';
import { Email, IsoDate, Required } from './primitives';

/** A person's entries as the buyer gives them; a member's card activation asks the same. */
export const PERSON_ENTRIES = {
  firstName: Required,
  lastName: Required,
  email: Email,
  postCode: Required,
  mobilePhone: v.optional(v.string()),
  dateOfBirth: v.optional(IsoDate),
};

/** The buyer. */
export const Customer = v.object(PERSON_ENTRIES);
export type Customer = v.InferOutput<typeof Customer>;
