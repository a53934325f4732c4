// @ts-check
/**
 * The source files a new element starts with (`npm run new-element`, scripts/new-element.mjs): its
 * element class, index, descriptor and contract test; its attributes, styles and tree with a unit
 * test of its first view; its atoms with their test. Each a small working piece to grow from, in
 * the newsletter's pattern (DEVELOPERS.md, "Adding a seventh element"). Its pages and their tests
 * are in elementPageTemplates.mjs.
 */
import { camel, elementNames } from './elementRegistry.mjs';

/** The names a template writes for the element folder `name`. */
export function templateNames(/** @type {string} */ name) {
  const words = name.replaceAll('-', ' ');
  return {
    ...elementNames(name),
    words,
    title: words.charAt(0).toUpperCase() + words.slice(1),
    lower: camel(name),
  };
}

/** The source files of the element folder `name`, by path. */
export function sourceFiles(/** @type {string} */ name) {
  const { tag, tagConst, className, tree, words, title, lower } = templateNames(name);
  return {
    [`src/elements/${name}/${className}.ts`]: `import { lazyElementTree } from '../../react/lazyElementTree';
import { cinemaElement } from '../cinemaElement';
import type { CinemaEventMap } from '../elementTypes';

/** The tag name of the ${words}. */
export const ${tagConst} = '${tag}';

/** The events \`<${tag}>\` emits, by name (product-rules §3.1). */
export type ${tree}EventMap = CinemaEventMap<'cinema-error'>;

/** The properties of \`<${tag}>\`, each mirroring its attribute. */
export interface ${tree}Properties {
  /** \`data-cinema-id\`: the cinema's id. Required. */
  dataCinemaId: string | undefined;
  /** \`api-base\`: the cinema API's base, a path or an http(s) URL. Default \`/api/\`. */
  apiBase: string | undefined;
  /** \`time-zone\`: the cinema's IANA time zone; every date and time is in it. Default \`Australia/Sydney\`. */
  timeZone: string | undefined;
}

/**
 * The ${words}, as scripts/new-element.mjs made it: a heading and a button that counts its presses.
 * Say here what it does for a visitor, citing its rules in docs/product-rules.md.
 *
 * @tag ${tag}
 * @summary The ${words}.
 *
 * @attr data-cinema-id - The cinema's id. Required.
 * @attr api-base - Base URL of the cinema API: a path or an http(s) URL. Default \`/api/\`.
 * @attr time-zone - The cinema's IANA time zone, e.g. \`Australia/Perth\`: every date, time and "today" is computed in it. Default \`Australia/Sydney\`.
 *
 * @event cinema-error - An attribute is missing or invalid; \`detail: { message }\`.
 *
 * @csspart base - The element's outer box.
 * @csspart config-error - The message shown when an attribute is missing or invalid.
 * @csspart heading - Headings.
 * @csspart button - Every button, primary or not.
 * @csspart button-primary - The main action (also \`button\`).
 * @csspart notice - What the last press did (polite).
 * @csspart error - An error message: the configuration message.
 */
export class ${className} extends cinemaElement<${tree}EventMap, ${tree}Properties>(
  // The element's own tree loads the first time a <${tag}> renders.
  lazyElementTree(
    () => import('../../react/${name}/${tree}').then((module) => module.${tree}),
    'Loading the ${words}',
  ),
  ['dataCinemaId', 'apiBase', 'timeZone'],
) {}

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ${className};
  }
}
`,
    [`src/elements/${name}/index.ts`]: `/**
 * Side-effect entry \`cinema-elements/${name}\`: importing it defines \`<${tag}>\`.
 */
import { defineElement } from '../define';
import { ${tagConst}, ${className} } from './${className}';

defineElement(${tagConst}, ${className});

export { ${tagConst}, ${className} };
export type { ${tree}EventMap, ${tree}Properties } from './${className}';
export type { CinemaEvent, CinemaEventMap, CinemaEventTarget } from '../elementTypes';
export type { CinemaEventDetails, CinemaEventName } from '../../events/events';
`,
    [`src/elements/${name}/descriptor.ts`]: `/** \`<${tag}>\` as data (src/elements/descriptor.ts says what each field is for). */
import * as kit from '../descriptor';

export const descriptor = {
  tag: '${tag}',
  feature: '${name}',
  adminName: 'the ${words}',
  attributes: {
    ...kit.commonAttributes('data-cinema-id', 'api-base', 'time-zone'),
  },
  // What the loader asks the API for as soon as it sees the tag: the first view's own requests.
  firstRequests: [],
  earlyMethods: [],
  // The parts of the host page's policy it needs besides the page's (kit.SELLING_CSP_PARTS to sell).
  cspParts: [],
  sizeBudget: {
    view: 'a heading and a button',
    gzip: 89088,
    reason:
      "As scripts/new-element.mjs made it, 86.3 KB: the runtime every element loads (the loader, React, the element shells and the page runtime), the lazy runtime that tsup.config.ts puts with every tree but the cart summary's and the newsletter's (\`sharedExcept\`), and a tree of a heading and a button. Hold it to what its own first view needs once it does its job.",
  },
  // The space the page keeps while it loads: its first view's height (a heading and a button),
  // measured in the four themes at 1280 and 390 px (docs/theming.md "Reserved space").
  reservedSpace: { wide: '8rem' },
  firstView: {
    page: '/demo/test/${name}.html',
    ready: '.${name} button',
    parts: ['base', 'heading', 'button', 'button-primary'],
  },
  // What a buyer does on it, timed by the bench (docs/bench.md "Interactions"): grow it with the element.
  journey: {
    name: 'press twice',
    steps: [
      { step: 'the first press', press: { role: 'button', name: 'Press me' }, then: { text: 'Pressed once.' } },
      { step: 'the second press', press: { role: 'button', name: 'Press me' }, then: { text: 'Pressed 2 times.' } },
    ],
  },
} satisfies kit.ElementDescriptor;
`,
    [`src/elements/${name}/${className}.test.ts`]: `import { describeElement } from '../testing/elementContract';
import { descriptor } from './descriptor';
import { ${tagConst}, ${className} } from './index';

describeElement({
  tag: ${tagConst},
  ctor: ${className},
  loadTree: () => import('../../react/${name}/${tree}'),
  properties: [
    ['dataCinemaId', 'data-cinema-id', 'demo-cinema'],
    ['apiBase', 'api-base', 'https://cinema.example/api/'],
    ['timeZone', 'time-zone', 'Australia/Perth'],
  ],
  required: 'data-cinema-id',
  adminLine: \`\${${tagConst}}: data-cinema-id is missing; the page shows 'Missing attribute data-cinema-id.' instead of \${descriptor.adminName}. Set data-cinema-id to the cinema's id as the cinema's API knows it, e.g. "0000000001". See README.md#\${${tagConst}}-when-something-is-wrong\`,
});
`,
    [`src/react/${name}/${lower}Config.ts`]: `import * as v from 'valibot';
import {
  ApiBaseAttribute,
  RequiredAttribute,
  TimeZoneAttribute,
} from '../config/attributeSchemas';

/** The attributes of \`<${tag}>\` (product-rules §2.2), keyed by r2wc prop name. */
export const ${tree}Config = v.pipe(
  v.object({
    dataCinemaId: RequiredAttribute,
    apiBase: ApiBaseAttribute,
    timeZone: TimeZoneAttribute,
  }),
  v.transform((attributes) => ({
    cinemaId: attributes.dataCinemaId,
    apiBase: attributes.apiBase,
    timeZone: attributes.timeZone,
  })),
);

/** A checked ${words} configuration. */
export type ${tree}Config = v.InferOutput<typeof ${tree}Config>;
`,
    [`src/react/${name}/${lower}Css.ts`]: `/** CSS of the ${words}, on top of the shared base CSS; only \`--cinema-*\` properties. */
export const ${lower}Css = \`
.${name} { max-width: 36rem; }
\`;
`,
    [`src/react/${name}/${tree}.tsx`]: `import { useAtomValue, useSetAtom } from 'jotai/react';
import { useId } from 'react';
import { ${lower}Atoms } from '../../atoms/${name}/${lower}Atoms';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { ConfigMessage } from '../config/ConfigMessage';
import { useConfig } from '../config/useConfig';
import { useHost } from '../useHost';
import { useStyles } from '../useStyles';
import { ${tree}Config } from './${lower}Config';
import { ${lower}Css } from './${lower}Css';

/** Attribute props of \`<${tag}>\`, as r2wc passes them (absent when not set). */
export interface ${tree}Props {
  dataCinemaId?: string | undefined;
  apiBase?: string | undefined;
  timeZone?: string | undefined;
}

/** What the status line says after \`count\` presses. */
export const pressedText = (count: number): string =>
  count === 0 ? '' : \`Pressed \${count === 1 ? 'once' : \`\${count} times\`}.\`;

function ${tree}View() {
  const atoms = ${lower}Atoms(useHost());
  const presses = useAtomValue(atoms.presses);
  const press = useSetAtom(atoms.press);
  const headingId = useId();
  return (
    <section className="${name}" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId}>
        ${title}
      </h2>
      <p className="muted">Made by scripts/new-element.mjs: this is where its first view goes.</p>
      <button part="button button-primary" type="button" onClick={() => press()}>
        Press me
      </button>
      <p part={presses ? 'notice' : undefined} role="status">
        {pressedText(presses)}
      </p>
    </section>
  );
}

/** \`<${tag}>\` (product-rules §2.2): checks its attributes, then its first view. */
export function ${tree}(props: ${tree}Props) {
  useStyles(${lower}Css, STYLE_ORDER.element);
  const result = useConfig(${tree}Config, props);
  if (!result.ok) return <ConfigMessage problems={result.problems} />;
  return <${tree}View />;
}
`,
    [`src/react/${name}/${tree}.test.tsx`]: `import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ${lower}Atoms } from '../../atoms/${name}/${lower}Atoms';
import { cinemaStore } from '../../atoms/store';
import { renderInElementRoot } from '../testing/renderInElementRoot';
import { ${tree}, pressedText } from './${tree}';

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
});

describe("<${tag}>'s first view", () => {
  it('shows its heading and its button, whose presses the element keeps', async () => {
    const { host } = renderInElementRoot(<${tree} dataCinemaId="demo-cinema" />);
    expect(screen.getByRole('heading', { name: '${title}' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Press me' }));
    expect(screen.getByRole('status')).toHaveTextContent('Pressed once.');
    // Its state is the element's, in the page's store: a move in the DOM loses nothing.
    expect(cinemaStore.get(${lower}Atoms(host).presses)).toBe(1);
  });

  it('names a missing attribute instead of its first view', () => {
    renderInElementRoot(<${tree} />);
    expect(screen.getByText(/Missing attribute data-cinema-id/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Press me' })).toBeNull();
  });

  it('counts in words', () => {
    expect(pressedText(0)).toBe('');
    expect(pressedText(2)).toBe('Pressed 2 times.');
  });
});
`,
    [`src/atoms/${name}/${lower}Atoms.ts`]: `/**
 * The state of \`<${tag}>\`, kept with the element (src/atoms/elementState.ts) so a move in the DOM
 * loses nothing: as scripts/new-element.mjs made it, how many times its button was pressed.
 */
import { atom } from 'jotai/vanilla';
import { elementOwned } from '../elementState';

/** The atoms of one \`<${tag}>\`, \`owner\`: made on first use, the same ever after. */
export function ${lower}Atoms(owner: object) {
  return elementOwned(owner, '${name}', () => {
    const presses = atom(0);
    presses.debugLabel = '${name}:presses';
    const press = atom(null, (get, set) => set(presses, get(presses) + 1));
    return { presses, press };
  });
}
`,
    [`src/atoms/${name}/${lower}Atoms.test.ts`]: `import { createStore } from 'jotai/vanilla';
import { ${lower}Atoms } from './${lower}Atoms';

describe('the ${words} atoms', () => {
  it("count each element's presses, the same atoms for the same element", () => {
    const store = createStore();
    const element = {};
    store.set(${lower}Atoms(element).press);
    store.set(${lower}Atoms(element).press);
    expect(store.get(${lower}Atoms(element).presses)).toBe(2);
    expect(store.get(${lower}Atoms({}).presses)).toBe(0);
  });
});
`,
  };
}
