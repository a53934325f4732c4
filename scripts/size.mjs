#!/usr/bin/env node
// @ts-check
/**
 * `npm run size`: after `npm run build`, print gzip and brotli sizes of the CDN entry and every
 * lazy chunk, check them against test/size-budgets.json and each element's first-view budget (its
 * descriptor's, scripts/lib/firstViewBudgets.ts), and end with one verdict line. Exits 1 when over
 * budget, when a budget matches nothing, or when the bundle is not self-contained.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { analyseBundle } from './lib/analyseBundle.mjs';
import { checkBudgets, kb, parseBudgets } from './lib/checkBudgets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cdnDir = `${root}dist/cdn`;
const budgetsFile = `${root}test/size-budgets.json`;

/** Right-align numbers so columns line up in a terminal and in CI logs. */
function table(/** @type {string[][]} */ rows) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))),
    )
    .map((r) => r.join('  '))
    .join('\n');
}

async function main() {
  const config = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  /** @type {{ firstViewBudgets(): unknown[] }} */
  const elements = await tsImport('./lib/firstViewBudgets.ts', import.meta.url);
  // The loader's budget first (the headline), then each element's first view, then the rest.
  const listed = Array.isArray(config.budgets) ? config.budgets : [];
  const budgets = parseBudgets({
    budgets: [
      ...listed.filter((/** @type {{ kind?: string }} */ b) => b.kind === 'entry-closure'),
      ...elements.firstViewBudgets(),
      ...listed.filter((/** @type {{ kind?: string }} */ b) => b.kind !== 'entry-closure'),
    ],
  });
  const entry = typeof config.entry === 'string' ? config.entry : 'cinema-elements.js';
  if (!existsSync(`${cdnDir}/${entry}`)) {
    console.log(`size: FAIL — dist/cdn/${entry} not found; run \`npm run build\` first`);
    return 1;
  }

  const analysis = await analyseBundle(cdnDir, entry);
  const rows = [['file', 'loads', 'raw', 'gzip', 'brotli']];
  const ordered = [...analysis.initial, ...analysis.lazy];
  for (const file of ordered) {
    const c = analysis.chunks.get(file);
    if (!c) continue;
    const loads = file === entry ? 'entry' : analysis.initial.includes(file) ? 'static' : 'lazy';
    rows.push([file, loads, String(c.raw), String(c.gzip), String(c.brotli)]);
  }
  const initial = ordered.filter((f) => analysis.initial.includes(f));
  const sum = initial.reduce(
    (t, f) => {
      const c = analysis.chunks.get(f);
      return c ? { raw: t.raw + c.raw, gzip: t.gzip + c.gzip, brotli: t.brotli + c.brotli } : t;
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
  rows.push([
    `entry + static imports (${initial.length} files)`,
    'initial',
    String(sum.raw),
    String(sum.gzip),
    String(sum.brotli),
  ]);
  console.log(
    `CDN bundle dist/cdn (bytes; gzip -9, brotli q11, each file compressed on its own)\n`,
  );
  console.log(table(rows));

  const results = checkBudgets(analysis, budgets);
  const budgetRows = [['budget', 'measured', 'limit', 'result']];
  for (const r of results) {
    const limits = [
      r.budget.gzip !== undefined ? `${kb(r.budget.gzip)} gzip` : '',
      r.budget.brotli !== undefined ? `${kb(r.budget.brotli)} brotli` : '',
    ].filter(Boolean);
    const measured = r.measured
      ? [
          r.budget.gzip !== undefined ? `${kb(r.measured.gzip)} gzip` : '',
          r.budget.brotli !== undefined ? `${kb(r.measured.brotli)} brotli` : '',
        ]
          .filter(Boolean)
          .join(', ')
      : '—';
    budgetRows.push([
      r.budget.name,
      measured,
      limits.join(', '),
      r.ok ? 'ok' : `FAIL: ${r.reason}`,
    ]);
  }
  console.log(`\nBudgets (${budgetsFile.slice(root.length)}, the elements' descriptors)\n`);
  console.log(table(budgetRows));

  for (const problem of analysis.problems) console.log(`problem: ${problem}`);
  const failed = results.filter((r) => !r.ok);
  const first = results[0];
  const headline =
    first?.measured && first.budget.gzip !== undefined
      ? `${first.budget.name} ${kb(first.measured.gzip)} of ${kb(first.budget.gzip)} gzip`
      : `${results.length} budgets`;
  if (failed.length === 0 && analysis.problems.length === 0) {
    console.log(`\nsize: OK — ${headline}; all ${results.length} budget(s) met`);
    return 0;
  }
  const why = [
    ...failed.map((r) => `${r.budget.name}: ${r.reason}`),
    ...(analysis.problems.length ? [`${analysis.problems.length} bundle problem(s)`] : []),
  ];
  console.log(`\nsize: FAIL — ${why.join('; ')}`);
  return 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.log(`size: FAIL — ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
