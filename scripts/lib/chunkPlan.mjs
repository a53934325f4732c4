// @ts-check
/**
 * The CDN build's chunk plan: which of our modules that several lazy chunks share load together,
 * read from a first pass of the build (its metafile), never from a list of files (docs/bench.md,
 * "What the chunking buys").
 *
 * With code splitting, esbuild puts each module in a chunk named by the set of lazy chunks that
 * use it, so what several element trees share lands in many small files, one per combination of
 * users: 36 files in the festival pass's first view, and about 4 KB more gzip than 10 files (each
 * file is compressed on its own and carries its imports and exports). Each file is also a request
 * and a module for the browser to instantiate, which the bench sees even over HTTP/2.
 *
 * A view is what the loader asks for in one go (src/dom/elementChunks.ts): an element's first view
 * (the element runtime with the element's tree, named by the element folders) or a step (a
 * product's order calls, the payment step, the member area's sign-in form). A view downloads a
 * chunk that one of its chunks imports, unless it is always there before (a chunk the festival
 * pass's tree imports is there when its order calls load). Starting from the first pass's shared
 * chunks, the plan merges two at a time, the best first, while that costs the views less in all:
 * one file less for each view that downloads both, worth `fileCost` bytes of gzip, against the
 * bytes it adds (`gzipRatio` of the minified size) to each view that downloads one of them only;
 * a step counts `stepWeight` of a first view (its chunks are fetched while the buyer types). Two
 * chunks that no view downloads together stay apart, so no step's code moves into a first view,
 * and no merge gives a first view more than `maxUnused` bytes that it does not use.
 */

/**
 * @typedef {{ path: string, kind: string, external?: boolean }} MetafileImport
 * @typedef {{ inputs: Record<string, { imports: MetafileImport[] }>,
 *   outputs: Record<string, { entryPoint?: string, imports: MetafileImport[],
 *     inputs: Record<string, { bytesInOutput: number }> }> }} Metafile
 * @typedef {{ entries: string[], modules: string[], bytes: number }} ChunkGroup
 * @typedef {{ modules: string[], bytes: number, needed: number[], direct: Set<string>,
 *   deps: Set<number> }} Group
 * @typedef {{ firstViews: string[], steps?: string[][], fileCost?: number, gzipRatio?: number,
 *   stepWeight?: number, maxUnused?: number,
 *   own?: (path: string) => boolean, wrapped?: (entry: string) => boolean }} PlanOptions
 */

/** The chunk name esbuild gives an entry point: its file name without the extension. */
export const chunkName = (/** @type {string} */ path) =>
  (path.split(/[/\\]/).pop() ?? path).replace(/\.[^.]*$/, '');

/** `starts` and everything `next` leads to from them. */
function closureOf(
  /** @type {Iterable<string>} */ starts,
  /** @type {(node: string) => Iterable<string>} */ next,
) {
  const seen = new Set(starts);
  const queue = [...seen];
  for (let node = queue.pop(); node !== undefined; node = queue.pop()) {
    for (const other of next(node)) {
      if (!seen.has(other)) {
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return seen;
}

/**
 * Plan the shared chunks from a first pass's metafile. Returns, for each lazy entry (its metafile
 * input path), the modules its wrapper should import (metafile input paths), and the planned
 * groups.
 *
 * `own(path)`: the modules the plan may move (default: no namespace, no node_modules);
 * `wrapped(entry)`: the lazy entries whose imports the build can add to (default: all).
 * @param {Metafile} metafile
 * @param {PlanOptions} options
 * @returns {{ imports: Map<string, string[]>, groups: ChunkGroup[] }}
 */
export function planChunks(metafile, options) {
  const {
    firstViews,
    steps = [],
    fileCost = 400,
    gzipRatio = 0.5,
    stepWeight = 0.25,
    maxUnused = 1000,
    own = (path) => !path.includes(':') && !/(^|[/\\])node_modules[/\\]/.test(path),
    wrapped = () => true,
  } = options;
  const inputs = Object.entries(metafile.inputs);
  const lazy = [
    ...new Set(
      inputs.flatMap(([, input]) =>
        input.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
      ),
    ),
  ].sort();
  const outputs = Object.entries(metafile.outputs).filter(([file]) => /\.[cm]?js$/.test(file));
  /** The output file of each entry point. */
  const outputOf = new Map(
    outputs.flatMap(([file, output]) => (output.entryPoint ? [[output.entryPoint, file]] : [])),
  );
  const importsOf = (/** @type {string} */ file, /** @type {string} */ kind) =>
    (metafile.outputs[file]?.imports ?? []).filter((i) => i.kind === kind).map((i) => i.path);
  /** The files each lazy entry downloads: its own and the chunks they import. */
  const downloads = new Map(
    lazy.map((entry) => {
      const file = outputOf.get(entry);
      return [entry, file ? closureOf([file], (f) => importsOf(f, 'import-statement')) : new Set()];
    }),
  );
  const lazyOfOutput = new Map(lazy.map((entry) => [outputOf.get(entry), entry]));
  /** The lazy entries that load `entry` with `import()` from a file they download. */
  const importers = new Map(lazy.map((entry) => [entry, new Set()]));
  for (const [entry, files] of downloads) {
    for (const file of files) {
      for (const target of importsOf(file, 'dynamic-import')) {
        const loaded = lazyOfOutput.get(target);
        if (loaded !== undefined && loaded !== entry) importers.get(loaded)?.add(entry);
      }
    }
  }
  // The element runtime: what the loader (the entries that nothing imports) loads itself.
  const mainFiles = outputs
    .filter(([, output]) => output.entryPoint && !lazy.includes(output.entryPoint))
    .map(([file]) => file);
  const runtime = lazy.filter((entry) =>
    mainFiles.some((file) => importsOf(file, 'dynamic-import').includes(outputOf.get(entry) ?? '')),
  );

  const byName = new Map(lazy.map((entry) => [chunkName(entry), entry]));
  /**
   * The views, each the lazy entries loaded together. A first view is the runtime with the tree:
   * nothing but the loader is there before it. A step comes after something: a chunk loaded
   * before one of its entries was loaded before the step.
   * @type {Array<{ entries: string[], first: boolean }>}
   */
  const views = [];
  for (const names of [...firstViews.map((name) => [name]), ...steps]) {
    const found = names.flatMap((name) => byName.get(name) ?? []);
    if (found.length === 0)
      throw new Error(`chunk plan: no lazy chunk is named ${names.join(', ')}`);
    const first = firstViews.includes(names[0] ?? '');
    views.push({ entries: first ? [...runtime, ...found] : found, first });
  }

  /** The entries a chunk downloaded by `users` is always loaded before (least fixed point). */
  const loadedBefore = (/** @type {Set<string>} */ users) => {
    const before = new Set();
    for (let changed = true; changed;) {
      changed = false;
      for (const entry of lazy) {
        const from = importers.get(entry) ?? new Set();
        if (before.has(entry) || from.size === 0) continue;
        if ([...from].every((x) => users.has(x) || before.has(x))) {
          before.add(entry);
          changed = true;
        }
      }
    }
    return before;
  };
  /** @type {Map<string, boolean[]>} */
  const viewsMemo = new Map();
  /** Which views download a chunk that `users` download. */
  const viewsOf = (/** @type {Set<string>} */ users) => {
    const key = [...users].sort().join('\n');
    const known = viewsMemo.get(key);
    if (known) return known;
    const before = loadedBefore(users);
    const at = views.map(
      ({ entries, first }) =>
        entries.some((entry) => users.has(entry)) &&
        (first || !entries.some((entry) => users.has(entry) && before.has(entry))),
    );
    viewsMemo.set(key, at);
    return at;
  };

  // The first pass's shared chunks (no entry point): who imports each directly, what each
  // imports, its size and our modules in it (only those can move).
  const mainDownloads = new Set(
    mainFiles.flatMap((main) => [...closureOf([main], (f) => importsOf(f, 'import-statement'))]),
  );
  const shared = outputs.filter(([file, output]) => !output.entryPoint && !mainDownloads.has(file));
  const index = new Map(shared.map(([file], i) => [file, i]));
  /** @type {Group[]} */
  let groups = shared.map(([file, output]) => ({
    modules: Object.entries(output.inputs)
      .filter(([path, input]) => own(path) && input.bytesInOutput > 0)
      .map(([path]) => path),
    bytes: Object.values(output.inputs).reduce((sum, input) => sum + input.bytesInOutput, 0),
    direct: new Set(
      lazy.filter((entry) =>
        importsOf(outputOf.get(entry) ?? '', 'import-statement').includes(file),
      ),
    ),
    deps: new Set(importsOf(file, 'import-statement').flatMap((f) => index.get(f) ?? [])),
    needed: [],
  }));
  // What each view needs of each group: all of it where the first pass downloads it there.
  usersOf(groups).forEach((users, i) => {
    const group = groups[i];
    if (group) group.needed = viewsOf(users).map((downloaded) => (downloaded ? group.bytes : 0));
  });

  /** Each group's users: the entries downloading it, directly or through another group. */
  function usersOf(/** @type {Group[]} */ list) {
    const users = list.map((group) => new Set(group.direct));
    for (let changed = true; changed;) {
      changed = false;
      list.forEach((group, i) => {
        for (const dep of group.deps) {
          const into = users[dep];
          for (const entry of users[i] ?? []) {
            if (into && !into.has(entry)) {
              into.add(entry);
              changed = true;
            }
          }
        }
      });
    }
    return users;
  }
  /** What the views downloading a group of `bytes` pay: a file each, and its bytes. */
  const cost = (/** @type {Set<string>} */ users, /** @type {number} */ bytes) =>
    viewsOf(users).reduce(
      (sum, downloaded, k) =>
        sum +
        (downloaded ? (views[k]?.first ? 1 : stepWeight) * (fileCost + gzipRatio * bytes) : 0),
      0,
    );
  /** `list` with groups `i` and `j` made one (at index `i`). */
  const merge = (/** @type {Group[]} */ list, /** @type {number} */ i, /** @type {number} */ j) => {
    const renumber = (/** @type {number} */ k) => (k === j ? i : k > j ? k - 1 : k);
    const a = list[i];
    const b = list[j];
    return list.flatMap((group, k) => {
      if (k === j || !a || !b) return [];
      const deps = new Set(
        [...(k === i ? new Set([...a.deps, ...b.deps]) : group.deps)].map(renumber),
      );
      deps.delete(renumber(k));
      if (k !== i) return [{ ...group, deps }];
      return [
        {
          modules: [...a.modules, ...b.modules],
          bytes: a.bytes + b.bytes,
          needed: a.needed.map((n, k) => n + (b.needed[k] ?? 0)),
          direct: new Set([...a.direct, ...b.direct]),
          deps,
        },
      ];
    });
  };
  for (;;) {
    const users = usersOf(groups);
    const at = users.map((set) => viewsOf(set));
    /** @type {{ gain: number, i: number, j: number } | undefined} */
    let best;
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const [a, b] = [groups[i], groups[j]];
        if (!a?.modules.length || !b?.modules.length) continue;
        if (!at[i]?.some((downloaded, k) => downloaded && at[j]?.[k])) continue;
        // No first view gets more than `maxUnused` bytes of a chunk that it does not use.
        const merged = new Set([...(users[i] ?? []), ...(users[j] ?? [])]);
        const mergedAt = viewsOf(merged);
        const unused = (/** @type {number} */ k) =>
          a.bytes + b.bytes - (a.needed[k] ?? 0) - (b.needed[k] ?? 0);
        if (views.some((view, k) => view.first && mergedAt[k] && unused(k) > maxUnused)) continue;
        // Who downloads the merged group, and the groups it imports: they gain its users.
        let gain = cost(users[i] ?? new Set(), a.bytes) + cost(users[j] ?? new Set(), b.bytes);
        gain -= cost(merged, a.bytes + b.bytes);
        const below = closureOf([...a.deps, ...b.deps].map(String), (k) =>
          [...(groups[Number(k)]?.deps ?? [])].map(String),
        );
        for (const k of [...below].map(Number)) {
          const group = groups[k];
          const before = users[k];
          if (k === i || k === j || !group || !before) continue;
          const after = new Set([...before, ...merged]);
          if (after.size === before.size) continue;
          gain += cost(before, group.bytes) - cost(after, group.bytes);
        }
        if (gain > 0 && (best === undefined || gain > best.gain)) best = { gain, i, j };
      }
    }
    if (best === undefined) break;
    groups = merge(groups, best.i, best.j);
  }

  // esbuild keys a module's chunk by the entries whose code reaches it, an import with nothing
  // used counting too: so every entry downloading a group imports all of its modules, and
  // each group is one file for the same entries (what one imports, its users download too).
  const users = usersOf(groups);
  /** @type {Map<string, Set<string>>} */
  const imports = new Map();
  groups.forEach((group, i) => {
    for (const entry of users[i] ?? []) {
      if (!wrapped(entry) || group.modules.length === 0) continue;
      const list = imports.get(entry) ?? new Set();
      for (const module of group.modules) list.add(module);
      imports.set(entry, list);
    }
  });
  const merged = groups.map((group, i) => ({ ...group, direct: users[i] ?? new Set() }));
  return {
    imports: new Map([...imports].map(([entry, modules]) => [entry, [...modules].sort()])),
    groups: merged
      .filter((group) => group.modules.length > 0)
      .map((group) => ({
        entries: [...group.direct].sort(),
        modules: [...group.modules].sort(),
        bytes: group.bytes,
      })),
  };
}
