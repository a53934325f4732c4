import * as v from 'valibot';
import {
  AddressAttribute,
  ApiBaseAttribute,
  RequiredAttribute,
  SiteKeyAttribute,
  TimeZoneAttribute,
} from '../config/attributeSchemas';

/**
 * `sign-in-url` (product-rules §2.2): optional; the cinema's sign-in page, an address the rule of
 * product-rules §2.8 takes (`javascript:`, `//host` and the like are refused).
 */
export const SignInUrlAttribute = AddressAttribute(
  'it must not be empty; leave it out to say in words where to sign in',
  'use a page address such as "/sign-in" or "https://cinema.example/sign-in"',
);

/** The attributes of `<cinema-member-area>` (product-rules §2.2), keyed by r2wc prop name. */
export const MemberAreaConfig = v.pipe(
  v.object({
    dataCinemaId: RequiredAttribute,
    dataRecaptchaKey: SiteKeyAttribute,
    apiBase: ApiBaseAttribute,
    signInUrl: SignInUrlAttribute,
    timeZone: TimeZoneAttribute,
  }),
  v.transform((attributes) => ({
    cinemaId: attributes.dataCinemaId,
    recaptchaKey: attributes.dataRecaptchaKey,
    apiBase: attributes.apiBase,
    signInUrl: attributes.signInUrl,
    timeZone: attributes.timeZone,
  })),
);

/** A checked member-area configuration. */
export type MemberAreaConfig = v.InferOutput<typeof MemberAreaConfig>;
