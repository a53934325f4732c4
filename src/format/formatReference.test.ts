import { formatReference } from './formatReference';

describe('formatReference (product-rules §5.6)', () => {
  it('reads a UUID cart id as eight groups of four upper-case characters', () => {
    expect(formatReference('3f2a9c1e-7b4d-41a2-9e0c-5d6f7a8b9c0d')).toBe(
      '3F2A 9C1E 7B4D 41A2 9E0C 5D6F 7A8B 9C0D',
    );
  });

  it('leaves a short last group short and drops separators of any kind', () => {
    expect(formatReference('cart_abc-123')).toBe('CART ABC1 23');
  });

  it('shows a reference with no letter or digit as it is', () => {
    expect(formatReference('—')).toBe('—');
    expect(formatReference('')).toBe('');
  });
});
