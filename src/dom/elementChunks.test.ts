import { PAYMENT_STEP, preloadStep } from './chunkSteps';
import { knownTags, preloadElementChunks, registerElementChunks } from './elementChunks';

const hints = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => (link as HTMLLinkElement).href,
  );

afterEach(() => document.head.replaceChildren());

describe('element chunk preloads', () => {
  it('does nothing for a tag nobody registered', () => {
    preloadElementChunks('cinema-unknown');
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
    preloadElementChunks('cinema-festival-pass');
    expect(hints()).toEqual([
      'https://cdn.example/cinema-elements/chunks/FestivalPass-AAA.js',
      'https://cdn.example/cinema-elements/chunks/chunk-BBB.js',
      'https://cdn.example/cinema-elements/chunks/chunk-CCC.js',
    ]);
    preloadElementChunks('cinema-festival-pass');
    preloadElementChunks('cinema-newsletter');
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
    preloadStep(PAYMENT_STEP);
    expect(hints()).toEqual([
      'https://cdn.example/ce/chunks/PaymentPage-FFF.js',
      'https://cdn.example/ce/chunks/client-GGG.js',
      'https://cdn.example/ce/chunks/chunk-CCC.js',
    ]);
  });
});
