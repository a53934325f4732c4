/**
 * How long the journeys' interactions take at the bench's CPU slowdown, by the INP method
 * (docs/bench.md, "Interactions"): the Event Timing API's `event` entries grouped by
 * `interactionId`, each interaction's latency the longest of its events (input delay, processing and
 * the next paint); a load's INP its slowest interaction, one in every 50 set aside as an outlier
 * (none in journeys this short); and the figure judged, as Core Web Vitals judges a page, the 75th
 * percentile of the loads' INPs. The journeys are the ones a buyer makes, one per element, as its
 * descriptor gives them (src/elements/<name>/descriptor.ts, `journey`): on the festival pass,
 * choosing a pass, typing the details key by key, ticking the terms, 'Next', then the 'PayPal'
 * row and back to 'Credit Card'; in the shop, adding gifts and Checkout; in the member area, each
 * tab; and so on. Each step half a second after the last, as a person moves from one control to
 * the next. Prints each load's INP, the 75th percentile against ≤ 100 ms and the slowest single
 * interaction of every load beside it, and beside the festival pass's the bare baseline's on the
 * same journey as far as 'Next' (its page as the TTI's: React and r2wc with the same first view,
 * and on Next the same order calls and card fields; docs/bench.md), loads interleaved: the floor
 * that a page pays at this rate for the same presses whatever the element does. The line stays
 * ours alone.
 */
import type { Browser, Locator, Page } from 'playwright';
import type { CinemaTag, Journey, JourneyStep, JourneyTarget } from '../../src/elements/descriptor';
import { throttle } from './launchChromium';
import { percentile75 } from './stats';

/**
 * The bench's line for a response (docs/bench.md, "Interactions"): within 100 ms at the reference
 * phone's rate, half of INP's "good" (200 ms at the 75th percentile of page loads), the time
 * within which a response feels immediate.
 */
export const MOST_INTERACTION_MS = 100;

/** One interaction: its latency and what it was (the step of the journey and the event type). */
export interface Interaction {
  duration: number;
  what: string;
}

/** One load of a journey: its INP and the interaction that set it, and how many it made. */
export interface LoadSample {
  inp: number;
  what: string;
  interactions: number;
}

/** Every load of one journey, in the order measured, and the bare baseline's where it has one. */
export interface InteractionSample {
  journey: string;
  loads: LoadSample[];
  bare?: LoadSample[] | undefined;
}

/**
 * A load's INP (docs/bench.md, "Interactions"): the slowest interaction, setting aside one in every
 * 50 as an outlier, so a load of 40 keeps its slowest and a load of 120 its third slowest. Null
 * when the load made none.
 */
export function loadInp(interactions: readonly Interaction[]): LoadSample | null {
  if (interactions.length === 0) return null;
  const slowestFirst = [...interactions].sort((a, b) => b.duration - a.duration);
  const at = Math.min(slowestFirst.length - 1, Math.floor(interactions.length / 50));
  const { duration, what } = slowestFirst[at]!;
  return { inp: duration, what, interactions: interactions.length };
}

/** The slowest load of `loads` (the one whose INP is highest). */
function slowestLoad(loads: readonly LoadSample[]): LoadSample | undefined {
  let worst: LoadSample | undefined;
  for (const load of loads) if (!worst || load.inp > worst.inp) worst = load;
  return worst;
}

/** Installed before the page's scripts: every interaction's longest event, with the step it was in. */
function watchInteractions(): void {
  const state = { step: 'load', byId: new Map<number, { duration: number; what: string }>() };
  Object.assign(window, { __cinemaInteractions: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { interactionId?: number; duration: number }
    >) {
      if (!entry.interactionId) continue;
      const known = state.byId.get(entry.interactionId);
      if (!known || entry.duration > known.duration)
        state.byId.set(entry.interactionId, {
          duration: entry.duration,
          what: `${state.step} (${entry.name})`,
        });
    }
    // 16 ms: the smallest the API reports; every interaction is counted.
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** A person's pause between one step and the next (reading the field, moving the mouse). */
const PAUSE_MS = 500;

/** A person's pause before a step, and the step named for what it sets off. */
async function markStep(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(PAUSE_MS);
  await page.evaluate((name) => {
    (window as unknown as { __cinemaInteractions: { step: string } }).__cinemaInteractions.step =
      name;
  }, name);
}

/** How many interactions the page has reported so far (each once its paint is in). */
async function reportedSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __cinemaInteractions: { byId: Map<number, unknown> } })
        .__cinemaInteractions.byId.size,
  );
}

/** The longest a step waits for its interactions to be reported before it looks for the next. */
const REPORTED_WITHIN_MS = 2000;

/**
 * Waits, with nothing but a 50 ms timer in the page, until it has reported `count` interactions
 * (an interaction is reported after the frame that shows it), or {@link REPORTED_WITHIN_MS}. A
 * step's next look (its `then`, the next control) is Playwright's role query, run on the page's
 * main thread: 10 ms and more at the reference phone's rate, and when it ran inside a press's
 * interaction it was counted in that press's latency, which no buyer's page has
 * (docs/bench.md, "Interactions").
 */
async function settle(page: Page, count: number): Promise<void> {
  await page.evaluate(
    ({ count, within }) =>
      new Promise<void>((resolve) => {
        const state = (
          window as unknown as { __cinemaInteractions: { byId: Map<number, unknown> } }
        ).__cinemaInteractions;
        const until = performance.now() + within;
        // An arrow passed straight to the timer: a named one gets tsx's `__name`, unknown here.
        const timer = setInterval(() => {
          if (state.byId.size < count && performance.now() <= until) return;
          clearInterval(timer);
          resolve();
        }, 50);
      }),
    { count, within: REPORTED_WITHIN_MS },
  );
}

/** The load's interactions, once the last one's paint has been reported. */
async function interactionsOf(page: Page): Promise<Interaction[]> {
  // The last interaction's paint is reported a frame later.
  await page.waitForTimeout(300);
  return page.evaluate(() => [
    ...(
      window as unknown as { __cinemaInteractions: { byId: Map<number, Interaction> } }
    ).__cinemaInteractions.byId.values(),
  ]);
}

/**
 * A press as a buyer's: the mouse at the control's centre. Not Playwright's `click()`, whose
 * hit-target check adds its own pointerdown listener and style recalculation to the interaction.
 */
async function press(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** How long a step waits for its control, or for what it brings: a first view at 9× included. */
const SHOWS_WITHIN_MS = 60_000;

/** `target` inside `element` (Playwright's locators reach into its open shadow root). */
function locate(element: Locator, target: JourneyTarget): Locator {
  if ('role' in target)
    return element.getByRole(target.role, { name: target.name, exact: !target.partOfName });
  if ('text' in target) return element.getByText(target.text);
  return element.locator(target.selector);
}

/** What `target` is, for a journey that stops: `the button 'Next'`. */
export function describeTarget(target: JourneyTarget): string {
  if ('role' in target) return `the ${target.role} '${target.name}'`;
  if ('text' in target) return `the text '${target.text}'`;
  return `'${target.selector}'`;
}

/** The control a step works on, shown and enabled (a form is not usable while it loads). */
async function ready(page: Page, element: Locator, target: JourneyTarget): Promise<Locator> {
  const control = locate(element, target).first();
  try {
    await control.waitFor({ timeout: SHOWS_WITHIN_MS });
    const until = Date.now() + SHOWS_WITHIN_MS;
    while (await control.isDisabled()) {
      if (Date.now() > until) throw new Error('still disabled');
      await page.waitForTimeout(50);
    }
  } catch (error) {
    throw new Error(
      `${describeTarget(target)} did not show within ${SHOWS_WITHIN_MS / 1000} s: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
  return control;
}

/** One step of a journey: its control ready, a person's pause, the step, then what it brings. */
async function runStep(page: Page, element: Locator, step: JourneyStep): Promise<void> {
  if ('press' in step) {
    const control = await ready(page, element, step.press);
    await markStep(page, step.step);
    const before = await reportedSoFar(page);
    await press(page, control);
    await settle(page, before + 1);
  } else if ('type' in step) {
    for (const [name, text] of step.type) {
      const field = await ready(page, element, { role: 'textbox', name });
      await markStep(page, step.step);
      const before = await reportedSoFar(page);
      await press(page, field);
      await page.keyboard.type(text, { delay: 30 });
      // The press into the field, and each key.
      await settle(page, before + 1 + [...text].length);
    }
  } else if ('choose' in step) {
    const select = await ready(page, element, { role: 'combobox', name: step.choose });
    await markStep(page, step.step);
    // Focus is not an interaction; the arrow is.
    await select.focus();
    const before = await reportedSoFar(page);
    await page.keyboard.press('ArrowDown');
    await settle(page, before + 1);
  } else {
    const [label, value] = step.pick;
    await element.getByLabel(label).first().fill(value);
  }
  if (step.then) await ready(page, element, step.then);
}

/** One element's journey on one page: ours, or the bare baseline's (its steps through 'Next'). */
export interface JourneyPage {
  tag: CinemaTag;
  url: string;
  journey: Journey;
  /** Shown once the journey's last step is done, when that is not the last step's `then`. */
  endsWith?: JourneyTarget;
}

/** Runs `at`'s journey on `page`: every interaction it made. */
async function journeyOn(page: Page, at: JourneyPage): Promise<Interaction[]> {
  if (at.journey.signedIn) await page.request.post(new URL('/demo/session', at.url).href);
  await page.goto(at.url);
  const element = page.locator(at.tag);
  for (const step of at.journey.steps) await runStep(page, element, step);
  if (at.endsWith) await ready(page, element, at.endsWith);
  return interactionsOf(page);
}

/**
 * The bare baseline's journey for `journey` (docs/bench.md, "Interactions"): its page has the
 * festival pass's first view and, on Next, the same order calls and card fields, and nothing
 * after them; so its steps through 'Next', ending once the fourth card field is in.
 */
export function bareJourney(journey: Journey): Pick<JourneyPage, 'journey' | 'endsWith'> {
  const next = journey.steps.findIndex(
    (step) => 'press' in step && 'name' in step.press && step.press.name === 'Next',
  );
  if (next === -1)
    throw new Error(`the journey '${journey.name}' has no 'Next' for the bare baseline to end at`);
  const steps = journey.steps
    .slice(0, next + 1)
    .map(({ then: _then, ...step }) => step as JourneyStep);
  return {
    journey: { ...journey, steps: steps as [JourneyStep, ...JourneyStep[]] },
    endsWith: { selector: 'iframe[name^="braintree-hosted-field-"] >> nth=3' },
  };
}

/** One load of `at`'s journey, in a fresh context, throttled: its INP. */
async function runJourney(
  browser: Browser,
  at: JourneyPage,
  cpuSlowdown: number,
): Promise<LoadSample> {
  // The sign-in request goes from Node, which does not know this run's certificate (Chromium
  // is told to trust it: bench.ts).
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchInteractions);
    await throttle(page, { cpuSlowdown });
    const load = loadInp(await journeyOn(page, at));
    if (!load) throw new Error(`the journey on ${at.url} made no interaction the page reported`);
    return load;
  } catch (error) {
    throw new Error(
      `${at.tag}: '${at.journey.name}' on ${at.url} stopped: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await context.close();
  }
}

/** An element whose journey the bench times: its page, and the bare baseline's where it has one. */
export interface JourneySubject {
  /** As the bench's lines name it: `festival-pass`. */
  name: string;
  tag: CinemaTag;
  journey: Journey;
  /** Its journey's page, a full URL. */
  ours: string;
  /** The bare baseline's page, for the festival pass. */
  bare?: string | undefined;
}

/**
 * Each element's journey `runs` times, fresh contexts; every load's INP. A run is one load of each
 * element's journey, in the bench's order, the festival pass's beside the bare baseline's, the two
 * sides alternating which goes first (as the TTI's A/B). The rate is asked for before each run
 * (`rateNow`: the bench checks it against the reference phone), since this machine's speed moves
 * by a third within the minutes a section takes (docs/bench.md, "Checked before each section").
 */
export async function measureInteractions(
  browser: Browser,
  subjects: readonly JourneySubject[],
  rateNow: () => Promise<number>,
  runs: number,
  reset: () => Promise<void>,
): Promise<InteractionSample[]> {
  const samples = subjects.map((subject) => ({
    journey: `${subject.name}: ${subject.journey.name}`,
    loads: [] as LoadSample[],
    bare: subject.bare === undefined ? undefined : ([] as LoadSample[]),
  }));
  for (let run = 0; run < runs; run += 1) {
    const rate = await rateNow();
    for (const [index, subject] of subjects.entries()) {
      const sample = samples[index]!;
      const ours: JourneyPage = { tag: subject.tag, url: subject.ours, journey: subject.journey };
      const sides: Array<[JourneyPage, LoadSample[]]> = [[ours, sample.loads]];
      if (subject.bare !== undefined && sample.bare) {
        const bare = { tag: subject.tag, url: subject.bare, ...bareJourney(subject.journey) };
        sides.splice(run % 2, 0, [bare, sample.bare]);
      }
      for (const [at, loads] of sides) {
        await reset();
        loads.push(await runJourney(browser, at, rate));
      }
    }
  }
  return samples;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * `festival pass: …: INP 96 ms, the 75th percentile of 7 loads (bare 104 ms); the slowest load's
 * 112 ms, typing (keydown), of 40 (bare 136 ms, 'Next' (pointerdown)) — meets ≤ 100 ms`. Judged
 * on ours alone.
 */
export function formatInteractions(sample: InteractionSample): string {
  const inp = percentile75(sample.loads.map((load) => load.inp));
  const ok = inp <= MOST_INTERACTION_MS;
  const worst = slowestLoad(sample.loads);
  const bareWorst = sample.bare && slowestLoad(sample.bare);
  const bareInp = sample.bare?.length
    ? ` (bare ${ms(percentile75(sample.bare.map((load) => load.inp)))})`
    : '';
  const slowest = worst
    ? `; the slowest load's ${ms(worst.inp)}, ${worst.what}, of ${worst.interactions}${bareWorst ? ` (bare ${ms(bareWorst.inp)}, ${bareWorst.what})` : ''}`
    : '';
  const loads = sample.loads.length;
  return `${sample.journey}: INP ${Number.isNaN(inp) ? 'none' : ms(inp)}, the 75th percentile of ${loads} load${loads === 1 ? '' : 's'}${bareInp}${slowest} — ${ok ? 'meets' : 'MISSES'} ≤ ${MOST_INTERACTION_MS} ms`;
}

/** `festival pass: …: each load's INP, ours 88 96 112 | bare 104 136 120` (ms). */
export function formatLoads(sample: InteractionSample): string {
  const list = (loads: readonly LoadSample[]) =>
    loads.map((load) => Math.round(load.inp)).join(' ');
  const bare = sample.bare ? ` | bare ${list(sample.bare)}` : '';
  return `${sample.journey}: each load's INP, ours ${list(sample.loads)}${bare} (ms)`;
}
