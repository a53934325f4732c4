// @vitest-environment node
import { DESCRIPTORS } from '../../src/elements/descriptors';
import { firstViewBudgets } from './firstViewBudgets';

describe("the elements' first-view budgets", () => {
  it("are one per descriptor: its tree's chunk with the runtime's, its limit and its reason", () => {
    const budgets = firstViewBudgets();
    expect(budgets).toHaveLength(Object.keys(DESCRIPTORS).length);
    expect(budgets.find((budget) => budget.match[0] === 'ShopCart-')).toEqual({
      name: '<cinema-shop-cart> first view (catalogue and cart), everything included',
      kind: 'first-view',
      match: ['ShopCart-', 'cdnRuntime-'],
      gzip: DESCRIPTORS['cinema-shop-cart'].sizeBudget.gzip,
      $comment: DESCRIPTORS['cinema-shop-cart'].sizeBudget.reason,
    });
  });

  it('hold each first view to a whole number of bytes, with its reason', () => {
    for (const budget of firstViewBudgets()) {
      expect(Number.isInteger(budget.gzip) && budget.gzip > 0, budget.name).toBe(true);
      expect(budget.$comment, budget.name).toMatch(/\d+(\.\d+)? KB/);
    }
  });
});
