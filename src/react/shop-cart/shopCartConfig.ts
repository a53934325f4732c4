import * as v from 'valibot';
import { SELLING_ATTRIBUTES, sellingConfig } from '../form/sellingConfig';

/** The attributes of `<cinema-shop-cart>` (product-rules §2.2), keyed by r2wc prop name. */
export const ShopCartConfig = v.pipe(v.object(SELLING_ATTRIBUTES), v.transform(sellingConfig));

/** A checked shop configuration. */
export type ShopCartConfig = v.InferOutput<typeof ShopCartConfig>;
