import { snippetScriptOf } from './snippetScript';

const INTEGRITY = 'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO';

describe('snippetScriptOf', () => {
  it("takes the versioned entry, its integrity and its stylesheet's", () => {
    const script = {
      src: '/cinema-elements/0.1.0/cinema-elements.js',
      integrity: INTEGRITY,
      stylesheetIntegrity: INTEGRITY,
    };
    expect(snippetScriptOf(script)).toEqual(script);
  });

  it.each([
    [undefined],
    [{ src: '/cinema-elements/0.1.0/cinema-elements.js' }],
    [{ src: '/x.js', integrity: 'md5-abc' }],
    [{ src: '/x.js', integrity: `${INTEGRITY}" onload="alert(1)`, stylesheetIntegrity: INTEGRITY }],
    [{ src: '/x.js', integrity: INTEGRITY }],
    [{ src: '/x.js', integrity: INTEGRITY, stylesheetIntegrity: `${INTEGRITY}" x="` }],
  ])('refuses anything else (%j)', (body) => {
    expect(() => snippetScriptOf(body)).toThrow('names no script and integrity');
  });
});
