/**
 * What the CDN loader does on seeing an element's tag (src/dom/prefetch.ts), for tests of a first
 * render that takes the answers the loader read ahead (src/api/answeredAhead.ts).
 */
import { prefetchFor, prefetchSlot } from '../../dom/prefetch';

/** Every URL the page fetches from now on, in order (the real fetch still answers). */
export function fetchedUrls(): string[] {
  const asked: string[] = [];
  const real = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    asked.push(input instanceof Request ? input.url : String(input));
    return real(input, init);
  });
  return asked;
}

/**
 * Let the loader see `tag` with `attributes` and fetch its first requests; resolves once exactly
 * `answers` of them have been read (no more were asked for).
 */
export async function loaderReadAhead(
  tag: string,
  attributes: Record<string, string>,
  answers = 1,
): Promise<void> {
  const seen = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) seen.setAttribute(name, value);
  prefetchFor(seen);
  await vi.waitFor(() =>
    expect([...prefetchSlot().values()].filter((answer) => answer.read)).toHaveLength(answers),
  );
}
