import { encodeEnvelope, parseEnvelope } from './envelope';

describe('envelope', () => {
  it('round-trips a value with and without an expiry', () => {
    expect(parseEnvelope(encodeEnvelope('{"id":"c1"}', 1_700_000_000_000))).toEqual({
      value: { id: 'c1' },
      expiresAt: 1_700_000_000_000,
    });
    expect(parseEnvelope(encodeEnvelope('"x"', null))).toEqual({ value: 'x', expiresAt: null });
  });

  it('reads anything else as not one of ours', () => {
    expect(parseEnvelope('not json')).toBeUndefined();
    expect(parseEnvelope('"plain string"')).toBeUndefined();
    expect(parseEnvelope('{"value":1}')).toBeUndefined();
    expect(parseEnvelope('{"value":1,"expiresAt":"tomorrow"}')).toBeUndefined();
  });
});
