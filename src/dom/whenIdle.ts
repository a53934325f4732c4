/**
 * Run `task` when the page's main thread has nothing waiting (`requestIdleCallback`), or after
 * `timeoutMs` at the latest; where the browser has no idle callbacks (Safari), a task later. For
 * work done ahead of need, such as running code the buyer will want a moment later: started in an
 * idle moment, it does not sit in front of an answer that has just arrived.
 */
export function whenIdle(task: () => void, timeoutMs = 100): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => task(), { timeout: timeoutMs });
  } else setTimeout(task, 0);
}
