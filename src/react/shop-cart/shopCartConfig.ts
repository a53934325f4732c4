import * as v from 'valibot';
import {
  ApiBaseAttribute,
  RequiredAttribute,
  SiteKeyAttribute,
  TimeZoneAttribute,
} from '../config/attributeSchemas';
import { TermsUrlAttribute } from '../form/termsUrl';

/** The attributes of `<cinema-shop-cart>` (product-rules §2.2), keyed by r2wc prop name. */
export const ShopCartConfig = v.pipe(
  v.object({
    dataCinemaId: RequiredAttribute,
    dataRecaptchaKey: SiteKeyAttribute,
    apiBase: ApiBaseAttribute,
    timeZone: TimeZoneAttribute,
    termsUrl: TermsUrlAttribute,
  }),
  v.transform((attributes) => ({
    cinemaId: attributes.dataCinemaId,
    recaptchaKey: attributes.dataRecaptchaKey,
    apiBase: attributes.apiBase,
    timeZone: attributes.timeZone,
    termsUrl: attributes.termsUrl,
  })),
);

/** A checked shop configuration. */
export type ShopCartConfig = v.InferOutput<typeof ShopCartConfig>;
