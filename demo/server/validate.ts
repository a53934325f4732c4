/**
 * Check untrusted input against a valibot schema from src/api/schemas/ (the shared contract) and
 * turn failures into a 400 problem whose detail names each field and what is wrong with it.
 */
import * as v from 'valibot';
import { HttpProblem } from './HttpProblem';

/** Issues as `field: message` text, e.g. `products.0.quantity: Invalid value: Expected >=1 but received 0`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`).join('; ');
}

/** `input` parsed by `schema`, or a thrown 400 {@link HttpProblem} naming every bad field. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new HttpProblem(400, describeIssues(result.issues));
  return result.output;
}
