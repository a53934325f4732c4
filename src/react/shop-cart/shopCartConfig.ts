import * as v from 'valibot';
import { ApiBaseAttribute, RequiredAttribute, SiteKeyAttribute } from '../config/attributeSchemas';

/** The attributes of `<cinema-shop-cart>` (product-rules §2.2), keyed by r2wc prop name. */
export const ShopCartConfig = v.pipe(
  v.object({
    dataCinemaId: RequiredAttribute,
    dataRecaptchaKey: SiteKeyAttribute,
    apiBase: ApiBaseAttribute,
  }),
  v.transform((attributes) => ({
    cinemaId: attributes.dataCinemaId,
    recaptchaKey: attributes.dataRecaptchaKey,
    apiBase: attributes.apiBase,
  })),
);

/** A checked shop configuration. */
export type ShopCartConfig = v.InferOutput<typeof ShopCartConfig>;
