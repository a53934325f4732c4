/**
 * The `first-view` size budgets (DEVELOPERS.md "Size budgets"), one per element, from its
 * descriptor's `sizeBudget` (src/elements/<name>/descriptor.ts): what a page holding only that
 * element downloads before it shows, the element's tree chunk (`<Name>-`, named after its folder)
 * and the runtime's with everything they import. The other budgets are in test/size-budgets.json;
 * scripts/size.mjs checks both.
 */
import type { Descriptors, ElementDescriptor } from '../../src/elements/descriptor';
import { DESCRIPTORS } from '../../src/elements/descriptors';
import { elementNames } from './elementRegistry.mjs';

/** A budget as test/size-budgets.json writes one (scripts/lib/checkBudgets.mjs reads it). */
export interface FirstViewBudget {
  name: string;
  kind: 'first-view';
  match: [tree: string, runtime: 'cdnRuntime-'];
  gzip: number;
  $comment: string;
}

/** Each element's first-view budget, in the descriptors' order. */
export function firstViewBudgets(descriptors: Descriptors = DESCRIPTORS): FirstViewBudget[] {
  return Object.values<ElementDescriptor>(descriptors).map(({ tag, sizeBudget }) => ({
    name: `<${tag}> first view (${sizeBudget.view}), everything included`,
    kind: 'first-view',
    match: [`${elementNames(tag.slice('cinema-'.length)).tree}-`, 'cdnRuntime-'],
    gzip: sizeBudget.gzip,
    $comment: sizeBudget.reason,
  }));
}
