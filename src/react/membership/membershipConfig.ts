import * as v from 'valibot';
import { SELLING_ATTRIBUTES, sellingConfig } from '../form/sellingConfig';

/** The attributes of `<cinema-membership>` (product-rules §2.2), keyed by r2wc prop name. */
export const MembershipConfig = v.pipe(
  v.object({
    ...SELLING_ATTRIBUTES,
    /** Optional: the cinema's name, for the welcome and the payment page. */
    dataCinemaName: v.optional(v.pipe(v.string(), v.trim())),
  }),
  v.transform((attributes) => ({
    ...sellingConfig(attributes),
    cinemaName: attributes.dataCinemaName || undefined,
  })),
);

/** A checked membership configuration. */
export type MembershipConfig = v.InferOutput<typeof MembershipConfig>;
