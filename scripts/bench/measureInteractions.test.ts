import { describe, expect, it } from 'vitest';
import type { Journey } from '../../src/elements/descriptor';
import {
  bareJourney,
  describeTarget,
  formatInteractions,
  formatLoads,
  loadInp,
} from './measureInteractions';

const load = (inp: number, what = "'Next' (pointerdown)", interactions = 40) => ({
  inp,
  what,
  interactions,
});

describe('a load’s INP', () => {
  it('is its slowest interaction while it made fewer than 50', () => {
    const interactions = Array.from({ length: 49 }, (_, i) => ({
      duration: 16 + i,
      what: `typing (keydown) ${i}`,
    }));
    interactions[17] = { duration: 104, what: 'ticking the terms (pointerdown)' };
    expect(loadInp(interactions)).toEqual({
      inp: 104,
      what: 'ticking the terms (pointerdown)',
      interactions: 49,
    });
  });

  it('sets aside one outlier in every 50 interactions', () => {
    const interactions = Array.from({ length: 120 }, (_, i) => ({ duration: i, what: `#${i}` }));
    // 120 interactions: two set aside, the third slowest is the INP.
    expect(loadInp(interactions)).toEqual({ inp: 117, what: '#117', interactions: 120 });
    expect(loadInp(interactions.slice(0, 50))?.inp).toBe(48);
  });

  it('is null for a load that made none', () => {
    expect(loadInp([])).toBeNull();
  });
});

describe('the interactions line', () => {
  const journey = 'festival pass: choose, type, tick, Next, open the card row';

  it('judges ours alone by the 75th percentile, with the slowest load and the bare baseline beside it', () => {
    const sample = {
      journey,
      loads: [96, 80, 104, 88, 72, 128, 96].map((inp) =>
        load(inp, inp === 128 ? 'typing (keydown)' : "'Next' (pointerdown)"),
      ),
      bare: [104, 136, 112, 96, 120, 88, 104].map((inp) => load(inp, 'choosing a pass (keydown)')),
    };
    expect(formatInteractions(sample)).toBe(
      `${journey}: INP 104 ms, the 75th percentile of 7 loads (bare 120 ms); the slowest load's 128 ms, typing (keydown), of 40 (bare 136 ms, choosing a pass (keydown)) — MISSES ≤ 100 ms`,
    );
    const faster = { ...sample, loads: sample.loads.map((l) => (l.inp === 104 ? load(100) : l)) };
    expect(formatInteractions(faster)).toMatch(/^.*: INP 100 ms, .* — meets ≤ 100 ms$/);
  });

  it('has no bare figure where the journey has no baseline (the member area’s tabs)', () => {
    const line = formatInteractions({
      journey: 'member area: every tab',
      loads: [load(48, "the 'Bookings' tab (pointerdown)", 7)],
    });
    expect(line).toBe(
      "member area: every tab: INP 48 ms, the 75th percentile of 1 load; the slowest load's 48 ms, the 'Bookings' tab (pointerdown), of 7 — meets ≤ 100 ms",
    );
  });

  it('lists each load’s INP, ours and the bare baseline’s, in the order measured', () => {
    const sample = {
      journey: 'festival pass: choose, type, tick, Next',
      loads: [88.4, 112.2, 95.6].map((inp) => load(inp)),
      bare: [104, 136, 120].map((inp) => load(inp)),
    };
    expect(formatLoads(sample)).toBe(
      "festival pass: choose, type, tick, Next: each load's INP, ours 88 112 96 | bare 104 136 120 (ms)",
    );
    expect(formatLoads({ ...sample, bare: undefined, loads: [load(48)] })).toBe(
      "festival pass: choose, type, tick, Next: each load's INP, ours 48 (ms)",
    );
  });
});

describe('the bare baseline’s journey', () => {
  const journey: Journey = {
    name: 'choose, type, Next, PayPal',
    steps: [
      { step: 'choosing a pass', choose: 'Festival pass' },
      { step: 'typing', type: [['Email', 'pat@example.com']] },
      {
        step: "'Next'",
        press: { role: 'button', name: 'Next' },
        then: { role: 'region', name: 'Credit Card' },
      },
      { step: "the 'PayPal' row", press: { role: 'button', name: 'PayPal' } },
    ],
  };

  it('is ours through Next, ending at the fourth card field rather than ours’ payment page', () => {
    const bare = bareJourney(journey);
    expect(bare.journey.steps).toEqual([
      journey.steps[0],
      journey.steps[1],
      { step: "'Next'", press: { role: 'button', name: 'Next' } },
    ]);
    expect(bare.endsWith).toEqual({
      selector: 'iframe[name^="braintree-hosted-field-"] >> nth=3',
    });
  });

  it('cannot be made for a journey without Next', () => {
    expect(() => bareJourney({ ...journey, steps: [journey.steps[0]!] })).toThrow(
      "the journey 'choose, type, Next, PayPal' has no 'Next' for the bare baseline to end at",
    );
  });
});

describe('a journey’s targets, in a stopped journey’s message', () => {
  it('names a control by role and name, a text, or a selector', () => {
    expect(describeTarget({ role: 'button', name: 'Next' })).toBe("the button 'Next'");
    expect(describeTarget({ text: "you're signed up" })).toBe("the text 'you're signed up'");
    expect(describeTarget({ selector: '[role="tabpanel"]' })).toBe('\'[role="tabpanel"]\'');
  });
});
