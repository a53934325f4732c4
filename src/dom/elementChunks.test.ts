import { preloadElementChunks, registerElementChunks } from './elementChunks';

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
});
