import * as v from 'valibot';
import {
  ApiBaseAttribute,
  SiteKeyAttribute,
  SlugAttribute,
  TimeZoneAttribute,
} from '../config/attributeSchemas';

/** The attributes of `<cinema-newsletter>` (product-rules §2.2), keyed by r2wc prop name. */
export const NewsletterConfig = v.pipe(
  v.object({
    dataRecaptchaKey: SiteKeyAttribute,
    apiBase: ApiBaseAttribute,
    dataTypeId: v.optional(SlugAttribute),
    timeZone: TimeZoneAttribute,
  }),
  v.transform((attributes) => ({
    recaptchaKey: attributes.dataRecaptchaKey,
    apiBase: attributes.apiBase,
    typeId: attributes.dataTypeId,
    timeZone: attributes.timeZone,
  })),
);

/** A checked newsletter configuration. */
export type NewsletterConfig = v.InferOutput<typeof NewsletterConfig>;
