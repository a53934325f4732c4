/**
 * The error summary as a chunk of its own to load (./LazyErrorSummary.tsx): a module of its own,
 * so the forms that show it at once import it as part of their forms' shared code.
 */
export { ErrorSummary as default } from './ErrorSummary';
