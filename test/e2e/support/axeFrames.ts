/**
 * Where axe found something: a node inside a frame has a target chain whose first selector picks
 * the frame in the page, so findings can be told apart by the frame they are in.
 */
import type { Result } from 'axe-core';

/** Selectors that open a frame chain: the first step of a node's target inside a frame. */
export function frameSelectorsOf(violation: Result): string[] {
  const first = violation.nodes
    .filter((n) => n.target.length > 1 && typeof n.target[0] === 'string')
    .map((n) => String(n.target[0]));
  return [...new Set(first)];
}

/** `violations` without the `ruleId` nodes inside the frames `frames` selects; empty rules go. */
export function withoutNodesInFrames(
  violations: readonly Result[],
  ruleId: string,
  frames: ReadonlySet<string>,
): Result[] {
  return violations.flatMap((v) => {
    if (v.id !== ruleId) return [v];
    const nodes = v.nodes.filter((n) => !(n.target.length > 1 && frames.has(String(n.target[0]))));
    return nodes.length > 0 ? [{ ...v, nodes }] : [];
  });
}
