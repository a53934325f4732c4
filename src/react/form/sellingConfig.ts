import type * as v from 'valibot';
import {
  ApiBaseAttribute,
  RequiredAttribute,
  SiteKeyAttribute,
  TimeZoneAttribute,
} from '../config/attributeSchemas';
import { TermsUrlAttribute } from './termsUrl';

/**
 * The attributes every element that sells reads (product-rules §2.2, §2.3), keyed by r2wc prop
 * name: the cinema, the bot check's site key, the API, the cinema's time zone and its terms. An
 * element's config spreads them beside its own and maps them with {@link sellingConfig}.
 */
export const SELLING_ATTRIBUTES = {
  dataCinemaId: RequiredAttribute,
  dataRecaptchaKey: SiteKeyAttribute,
  apiBase: ApiBaseAttribute,
  timeZone: TimeZoneAttribute,
  termsUrl: TermsUrlAttribute,
};

/** Those attributes as checked (an optional one may be absent). */
export type SellingAttributes = v.InferOutput<v.ObjectSchema<typeof SELLING_ATTRIBUTES, undefined>>;

/** The checked attributes under the names the code uses. */
export function sellingConfig(attributes: SellingAttributes) {
  return {
    cinemaId: attributes.dataCinemaId,
    recaptchaKey: attributes.dataRecaptchaKey,
    apiBase: attributes.apiBase,
    timeZone: attributes.timeZone,
    termsUrl: attributes.termsUrl,
  };
}
