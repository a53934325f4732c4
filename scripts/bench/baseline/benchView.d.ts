/** The virtual module buildBaseline.ts gives the bare tree: the first view read in this run. */
declare module 'bench:view' {
  import type { BlueprintNode } from '../captureFirstView';
  import type { PaymentPlan } from './paymentPlan';

  export const blueprint: BlueprintNode[];
  export const payment: PaymentPlan | null;
}
