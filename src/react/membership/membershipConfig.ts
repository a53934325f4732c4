import * as v from 'valibot';
import {
  ApiBaseAttribute,
  RequiredAttribute,
  SiteKeyAttribute,
  TimeZoneAttribute,
} from '../config/attributeSchemas';
import { TermsUrlAttribute } from '../form/termsUrl';

/** The attributes of `<cinema-membership>` (product-rules §2.2), keyed by r2wc prop name. */
export const MembershipConfig = v.pipe(
  v.object({
    dataCinemaId: RequiredAttribute,
    dataRecaptchaKey: SiteKeyAttribute,
    apiBase: ApiBaseAttribute,
    /** Optional: the cinema's name, for the welcome and the payment page. */
    dataCinemaName: v.optional(v.pipe(v.string(), v.trim())),
    timeZone: TimeZoneAttribute,
    termsUrl: TermsUrlAttribute,
  }),
  v.transform((attributes) => ({
    cinemaId: attributes.dataCinemaId,
    recaptchaKey: attributes.dataRecaptchaKey,
    apiBase: attributes.apiBase,
    cinemaName: attributes.dataCinemaName || undefined,
    timeZone: attributes.timeZone,
    termsUrl: attributes.termsUrl,
  })),
);

/** A checked membership configuration. */
export type MembershipConfig = v.InferOutput<typeof MembershipConfig>;
