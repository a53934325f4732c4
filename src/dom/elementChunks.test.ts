import { PAYMENT_STEP, prefetchStep } from './chunkSteps';
import {
  knownTags,
  prefetchElementChunks,
  registerElementChunks,
  BACKGROUND_CHUNKS_IN_FLIGHT,
} from './elementChunks';

const hints = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => (link as HTMLLinkElement).href,
  );

afterEach(() => document.head.replaceChildren());

describe('element chunk preloads', () => {
  it('does nothing for a tag nobody registered', () => {
    prefetchElementChunks('cinema-unknown');
    expect(hints()).toEqual([]);
  });

  it('asks for a tag’s tree and its imports at once, beside the entry, each once per page', () => {
    registerElementChunks(
      {
        'cinema-festival-pass': 'FestivalPass-AAA chunk-BBB chunk-CCC',
        'cinema-newsletter': 'Newsletter-DDD chunk-CCC',
      },
      'https://cdn.example/cinema-elements/cinema-elements.js',
    );
    prefetchElementChunks('cinema-festival-pass');
    expect(hints()).toEqual([
      'https://cdn.example/cinema-elements/chunks/FestivalPass-AAA.js',
      'https://cdn.example/cinema-elements/chunks/chunk-BBB.js',
      'https://cdn.example/cinema-elements/chunks/chunk-CCC.js',
    ]);
    prefetchElementChunks('cinema-festival-pass');
    prefetchElementChunks('cinema-newsletter');
    expect(hints()).toEqual([
      'https://cdn.example/cinema-elements/chunks/FestivalPass-AAA.js',
      'https://cdn.example/cinema-elements/chunks/chunk-BBB.js',
      'https://cdn.example/cinema-elements/chunks/chunk-CCC.js',
      'https://cdn.example/cinema-elements/chunks/Newsletter-DDD.js',
    ]);
  });

  it('names the payment step beside the tags: preloaded on request, never watched for as a tag', () => {
    registerElementChunks(
      {
        'cinema-shop-cart': 'ShopCart-EEE chunk-CCC',
        [PAYMENT_STEP]: 'PaymentPage-FFF client-GGG chunk-CCC',
      },
      'https://cdn.example/ce/cinema-elements.js',
    );
    expect(knownTags()).toContain('cinema-shop-cart');
    expect(knownTags()).not.toContain(PAYMENT_STEP);
    // The runtime asks through the registered preloader, with no import of the loader's modules.
    prefetchStep(PAYMENT_STEP);
    expect(hints()).toEqual([
      'https://cdn.example/ce/chunks/PaymentPage-FFF.js',
      'https://cdn.example/ce/chunks/client-GGG.js',
      'https://cdn.example/ce/chunks/chunk-CCC.js',
    ]);
  });

  it('asks for a step ahead of need a few at a time, each in a task of its own, leaving connections for the API; what is needed now never waits', () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const step = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'].map((name) => `chunk-${name}`);
    registerElementChunks(
      { 'checkout:test': step.join(' '), 'cinema-membership': 'Membership-HHH' },
      'https://cdn.example/steps/cinema-elements.js',
    );
    const url = (name: string) => `https://cdn.example/steps/chunks/${name}.js`;
    const link = (name: string) =>
      document.head.querySelector(`link[href="${url(name)}"]`) as HTMLLinkElement;
    const stepHints = () => hints().filter((href) => href.includes('/chunk-S'));
    prefetchElementChunks('checkout:test', true);
    // Nothing in the task that asked (a key pressed now is answered first), and a task per hint.
    expect(stepHints()).toEqual([]);
    expect(vi.getTimerCount()).toBe(4);
    vi.runAllTimers();
    expect(BACKGROUND_CHUNKS_IN_FLIGHT).toBe(4);
    expect(stepHints()).toEqual(step.slice(0, 4).map(url));
    // A tree asked for meanwhile goes out at once.
    prefetchElementChunks('cinema-membership');
    expect(hints()).toContain(url('Membership-HHH'));
    // Each chunk that arrives, or fails, lets the next one go, a task later.
    link('chunk-S1').dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(stepHints()).toContain(url('chunk-S5'));
    expect(stepHints()).not.toContain(url('chunk-S6'));
    link('chunk-S2').dispatchEvent(new Event('error'));
    vi.runAllTimers();
    expect(stepHints()).toContain(url('chunk-S6'));
    expect(stepHints()).toHaveLength(6);
    // The rest arrive: nothing is left in flight for the next test.
    for (const name of ['chunk-S3', 'chunk-S4', 'chunk-S5', 'chunk-S6']) {
      link(name).dispatchEvent(new Event('load'));
    }
    vi.runAllTimers();
  });

  it('sends what is still queued at once when the step is needed now, and nothing twice', () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const step = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'].map((name) => `chunk-${name}`);
    registerElementChunks(
      { payment: step.join(' ') },
      'https://cdn.example/now/cinema-elements.js',
    );
    const stepHints = () => hints().filter((href) => href.includes('/chunk-T'));
    prefetchElementChunks('payment', true);
    expect(stepHints()).toHaveLength(0);
    // The two still queued go at once; the four already on their way go in their own tasks.
    prefetchElementChunks('payment');
    expect(stepHints()).toEqual([
      'https://cdn.example/now/chunks/chunk-T5.js',
      'https://cdn.example/now/chunks/chunk-T6.js',
    ]);
    vi.runAllTimers();
    expect(stepHints()).toHaveLength(6);
    expect(new Set(hints()).size).toBe(hints().length);
    // They arrive: nothing is left in flight for the next test.
    for (const link of document.head.querySelectorAll('link'))
      link.dispatchEvent(new Event('load'));
    vi.runAllTimers();
  });

  it('says which chunks a step is, so the runtime can tell when they are in', () => {
    registerElementChunks(
      { [PAYMENT_STEP]: 'PaymentPage-VVV chunk-WWW' },
      'https://cdn.example/urls/cinema-elements.js',
    );
    expect(prefetchElementChunks(PAYMENT_STEP, true)).toEqual([
      'https://cdn.example/urls/chunks/PaymentPage-VVV.js',
      'https://cdn.example/urls/chunks/chunk-WWW.js',
    ]);
    expect(prefetchElementChunks('cinema-unknown')).toBeUndefined();
    for (const link of document.head.querySelectorAll('link'))
      link.dispatchEvent(new Event('load'));
  });
});
