import * as v from 'valibot';
import {
  ApiBaseAttribute,
  RequiredAttribute,
  SiteKeyAttribute,
  SlugAttribute,
  TimeZoneAttribute,
} from '../config/attributeSchemas';
import { TermsUrlAttribute } from '../form/termsUrl';

/**
 * The attributes of `<cinema-festival-pass>` (product-rules §2.2), keyed by r2wc prop name,
 * parsed into the names the code uses.
 */
export const FestivalPassConfig = v.pipe(
  v.object({
    dataCinemaId: RequiredAttribute,
    dataCinemaName: RequiredAttribute,
    dataRecaptchaKey: SiteKeyAttribute,
    dataFestivalId: SlugAttribute,
    apiBase: ApiBaseAttribute,
    timeZone: TimeZoneAttribute,
    termsUrl: TermsUrlAttribute,
  }),
  v.transform((attributes) => ({
    cinemaId: attributes.dataCinemaId,
    cinemaName: attributes.dataCinemaName,
    recaptchaKey: attributes.dataRecaptchaKey,
    festivalId: attributes.dataFestivalId,
    apiBase: attributes.apiBase,
    timeZone: attributes.timeZone,
    termsUrl: attributes.termsUrl,
  })),
);

/** A checked festival-pass configuration. */
export type FestivalPassConfig = v.InferOutput<typeof FestivalPassConfig>;
