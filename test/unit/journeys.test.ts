/**
 * The journeys the bench times (src/elements/<name>/descriptor.ts, `journey`; docs/bench.md
 * "Interactions"): each on its element's own test page, and the member area's through every tab
 * the member area has, so a new section is timed the day it is added. Whether each step's
 * control shows is the bench's to find (its smoke run in CI runs every journey once).
 */
import { JOURNEY_BUYER, typingBuyer } from '../../src/elements/descriptor';
import type { ElementDescriptor } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';
import { MEMBER_SECTIONS } from '../../src/react/member-area/MemberSections';

const descriptors = Object.values<ElementDescriptor>(DESCRIPTORS);

it.each(descriptors.map((d) => [d.tag, d] as const))(
  "%s's journey is on its own test page",
  (tag, { journey, firstView }) => {
    const page = new URL(journey.page ?? firstView.page, 'https://bench.invalid/');
    expect(page.pathname).toBe(`/demo/test/${tag.slice('cinema-'.length)}.html`);
  },
);

it('the member area’s journey presses every tab, signed in, coming back to the first', () => {
  const { journey } = DESCRIPTORS['cinema-member-area'];
  expect(journey.signedIn).toBe(true);
  const pressed = journey.steps.map((step) =>
    'press' in step && 'role' in step.press && step.press.role === 'tab' ? step.press.name : null,
  );
  const labels = MEMBER_SECTIONS.map(([, label]) => label);
  expect(pressed).toEqual([...labels.slice(1), labels[0]]);
});

it('every step of every journey is named, for the line that says which one was slowest', () => {
  const unnamed = descriptors.flatMap(({ tag, journey }) =>
    journey.steps.filter((step) => step.step.trim() === '').map(() => tag),
  );
  expect(unnamed).toEqual([]);
});

it('a step typing the buyer types each named field’s value, in the order given', () => {
  expect(typingBuyer('Email', 'Given names')).toEqual({
    step: 'typing',
    type: [
      ['Email', JOURNEY_BUYER.Email],
      ['Given names', JOURNEY_BUYER['Given names']],
    ],
  });
});
