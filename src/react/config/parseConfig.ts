import * as v from 'valibot';

/** One thing wrong with an element's attributes, worded for the page author. */
export interface ConfigProblem {
  /** The attribute at fault, e.g. `data-festival-id`. */
  attribute: string;
  /** A full sentence naming the attribute, e.g. `Missing attribute data-festival-id.` */
  message: string;
  /** The attribute's value as the page wrote it; absent when it is missing. */
  value?: string | undefined;
}

/** The outcome of {@link parseConfig}: a typed configuration or the problems found. */
export type ConfigResult<T> = { ok: true; config: T } | { ok: false; problems: ConfigProblem[] };

/** r2wc's prop ↔ attribute naming: `dataFestivalId` ↔ `data-festival-id`. */
export function attributeName(prop: string): string {
  return prop.replace(
    /([a-z0-9])([A-Z])/g,
    (_, before: string, upper: string) => `${before}-${upper.toLowerCase()}`,
  );
}

function quote(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

/**
 * Check an element's attribute props against `schema` (a valibot object keyed by prop name) and
 * return the parsed configuration, or one problem per attribute, in the schema's order.
 */
export function parseConfig<TSchema extends v.GenericSchema>(
  schema: TSchema,
  props: object,
): ConfigResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, props, { abortPipeEarly: true });
  if (result.success) return { ok: true, config: result.output };

  const problems: ConfigProblem[] = [];
  const seen = new Set<string>();
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const prop = typeof key === 'string' ? key : '';
    const attribute = attributeName(prop);
    if (seen.has(attribute)) continue;
    seen.add(attribute);
    const raw = (props as Record<string, unknown>)[prop];
    // r2wc leaves a prop undefined when its attribute is absent or empty: both read as missing.
    const missing =
      raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
    const value = missing ? undefined : String(raw);
    let message: string;
    if (prop === '') message = `Invalid configuration: ${issue.message}.`;
    else if (value === undefined) message = `Missing attribute ${attribute}.`;
    else message = `Invalid attribute ${attribute} (${quote(value)}): ${issue.message}.`;
    problems.push({ attribute, message, value });
  }
  return { ok: false, problems };
}
