import { TERMS_PATH, termsUrlFor } from './termsUrl';

describe('termsUrlFor (product-rules §2.3)', () => {
  it("is the element's terms-url when the page set one", () => {
    expect(termsUrlFor('https://cinema.example/api/', 'https://cinema.example/legal/terms')).toBe(
      'https://cinema.example/legal/terms',
    );
    expect(termsUrlFor('/api/', '/terms')).toBe('/terms');
  });

  it("is /terms-of-use on the API's site without one, or with a blank one", () => {
    expect(termsUrlFor('https://tickets.cinema.example/api/')).toBe(
      'https://tickets.cinema.example/terms-of-use',
    );
    expect(termsUrlFor('https://tickets.cinema.example/api/', '')).toBe(
      'https://tickets.cinema.example/terms-of-use',
    );
    expect(termsUrlFor('/api/')).toBe(TERMS_PATH);
  });
});
