import * as v from 'valibot';
import { RequiredAttribute, SlugAttribute } from '../config/attributeSchemas';
import { SELLING_ATTRIBUTES, sellingConfig } from '../form/sellingConfig';

const { dataCinemaId, dataRecaptchaKey, ...theRest } = SELLING_ATTRIBUTES;

/**
 * The attributes of `<cinema-festival-pass>` (product-rules §2.2), keyed by r2wc prop name,
 * parsed into the names the code uses.
 */
export const FestivalPassConfig = v.pipe(
  v.object({
    // In the order the element lists them (its problems are said in this order).
    dataCinemaId,
    dataCinemaName: RequiredAttribute,
    dataRecaptchaKey,
    dataFestivalId: SlugAttribute,
    ...theRest,
  }),
  v.transform((attributes) => ({
    ...sellingConfig(attributes),
    cinemaName: attributes.dataCinemaName,
    festivalId: attributes.dataFestivalId,
  })),
);

/** A checked festival-pass configuration. */
export type FestivalPassConfig = v.InferOutput<typeof FestivalPassConfig>;
