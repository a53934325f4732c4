/** The error-body schema (RFC 9457). */
import * as v from 'valibot';

/** RFC 9457 problem details, as error bodies carry them. */
export const ProblemDetails = v.object({
  type: v.optional(v.string()),
  title: v.optional(v.string()),
  status: v.optional(v.number()),
  detail: v.optional(v.string()),
});
export type ProblemDetails = v.InferOutput<typeof ProblemDetails>;
