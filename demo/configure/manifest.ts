/**
 * What the configurator's form is made of: the elements and their attributes as the build's
 * custom-elements.json describes them (`@summary` and `@attr` of each element class, README
 * "Editors and Storybook"), so the form can never offer an attribute an element lacks or miss
 * one it has.
 */
import * as v from 'valibot';

/** One attribute of an element, as the form shows it. */
export interface AttributeSpec {
  /** The attribute's name, e.g. `data-festival-id`. */
  name: string;
  /** Its description from the manifest, without the trailing "Required." the mark shows. */
  hint: string;
  /** True when the manifest's description says Required. */
  required: boolean;
  /** The default its description names ("Default `/api/`."), shown as the field's placeholder. */
  defaultValue?: string;
}

/** One element, as the form shows it. */
export interface ElementSpec {
  /** e.g. `cinema-festival-pass`. */
  tag: string;
  /** e.g. "Festival pass". */
  label: string;
  /** The element's one-line summary. */
  summary: string;
  /** In the manifest's order, which is the snippet's order too. */
  attributes: AttributeSpec[];
}

const Attribute = v.looseObject({ name: v.string(), description: v.optional(v.string(), '') });

const Declaration = v.looseObject({
  customElement: v.optional(v.boolean()),
  tagName: v.optional(v.string()),
  summary: v.optional(v.string()),
  description: v.optional(v.string()),
  attributes: v.optional(v.array(Attribute), []),
});

const Manifest = v.looseObject({
  modules: v.array(v.looseObject({ declarations: v.optional(v.array(Declaration), []) })),
});

/** "Required." as the description's last sentence (the elements' `@attr` lines end so). */
const REQUIRED = /(^|[.:])\s*Required\.?\s*$/;
const DEFAULT = /\bDefault `([^`]+)`/;

/** `cinema-festival-pass` → "Festival pass". */
export function labelOf(tag: string): string {
  const words = tag.replace(/^cinema-/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The form's view of one `@attr` line. */
export function attributeSpec(name: string, description: string): AttributeSpec {
  const text = description.replace(/\s+/g, ' ').trim();
  const required = REQUIRED.test(text);
  const defaultValue = DEFAULT.exec(text)?.[1];
  return {
    name,
    hint: required ? text.replace(REQUIRED, '$1').trim() : text,
    required,
    ...(defaultValue === undefined ? {} : { defaultValue }),
  };
}

/**
 * Every custom element a custom-elements.json declares, in its order. Throws when `json` is not a
 * manifest, so the page can say so rather than show an empty form.
 */
export function elementsOf(json: unknown): ElementSpec[] {
  const manifest = v.parse(Manifest, json);
  return manifest.modules.flatMap((module) =>
    module.declarations.flatMap((declaration) => {
      const tag = declaration.tagName;
      if (!declaration.customElement || !tag) return [];
      const summary = (declaration.summary ?? declaration.description ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      return [
        {
          tag,
          label: labelOf(tag),
          summary,
          attributes: declaration.attributes.map((attribute) =>
            attributeSpec(attribute.name, attribute.description),
          ),
        },
      ];
    }),
  );
}
