import * as v from 'valibot';
import { ApiBaseAttribute, SiteKeyAttribute, SlugAttribute } from '../config/attributeSchemas';

/** The attributes of `<cinema-newsletter>` (product-rules §2.2), keyed by r2wc prop name. */
export const NewsletterConfig = v.pipe(
  v.object({
    dataRecaptchaKey: SiteKeyAttribute,
    apiBase: ApiBaseAttribute,
    dataTypeId: v.optional(SlugAttribute),
  }),
  v.transform((attributes) => ({
    recaptchaKey: attributes.dataRecaptchaKey,
    apiBase: attributes.apiBase,
    typeId: attributes.dataTypeId,
  })),
);

/** A checked newsletter configuration. */
export type NewsletterConfig = v.InferOutput<typeof NewsletterConfig>;
