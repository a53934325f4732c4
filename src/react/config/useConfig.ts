import { useMemo } from 'react';
import type * as v from 'valibot';
import { parseConfig } from './parseConfig';
import type { ConfigResult } from './parseConfig';

/**
 * Parse an element's attribute props with `schema` (see `parseConfig`). The result keeps its
 * identity while the attribute values stay the same, so effects keyed on the config do not rerun
 * on every render.
 */
export function useConfig<TSchema extends v.GenericSchema>(
  schema: TSchema,
  props: object,
): ConfigResult<v.InferOutput<TSchema>> {
  // Only string values are attributes; `container` and children are not configuration.
  const key = JSON.stringify(
    Object.entries(props).filter(([, value]) => typeof value === 'string'),
  );
  return useMemo(
    () => parseConfig(schema, Object.fromEntries(JSON.parse(key) as Array<[string, string]>)),
    [schema, key],
  );
}
