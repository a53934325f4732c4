import * as v from 'valibot';
import { RequiredAttribute, SlugAttribute } from './attributeSchemas';
import { attributeName, parseConfig } from './parseConfig';

const Schema = v.object({ dataCinemaId: RequiredAttribute, dataFestivalId: SlugAttribute });

describe('attributeName', () => {
  it('maps props to attributes the way r2wc does', () => {
    expect(attributeName('dataCinemaId')).toBe('data-cinema-id');
    expect(attributeName('apiBase')).toBe('api-base');
    expect(attributeName('dataRecaptchaKey')).toBe('data-recaptcha-key');
  });
});

describe('parseConfig', () => {
  it('returns the parsed configuration when every attribute is fine', () => {
    expect(
      parseConfig(Schema, { dataCinemaId: ' 42 ', dataFestivalId: 'jiff', container: {} }),
    ).toEqual({
      ok: true,
      config: { dataCinemaId: '42', dataFestivalId: 'jiff' },
    });
  });

  it('names a missing attribute', () => {
    expect(parseConfig(Schema, { dataFestivalId: 'jiff' })).toEqual({
      ok: false,
      problems: [{ attribute: 'data-cinema-id', message: 'Missing attribute data-cinema-id.' }],
    });
  });

  it('treats a blank attribute as missing', () => {
    const result = parseConfig(Schema, { dataCinemaId: '   ', dataFestivalId: 'jiff' });
    expect(result.ok === false && result.problems[0]?.message).toBe(
      'Missing attribute data-cinema-id.',
    );
  });

  it('names an invalid attribute, its value and what is wrong', () => {
    const result = parseConfig(Schema, { dataCinemaId: '1', dataFestivalId: 'jiff 2026!' });
    expect(result.ok === false && result.problems).toEqual([
      {
        attribute: 'data-festival-id',
        message:
          'Invalid attribute data-festival-id ("jiff 2026!"): use letters, digits and single dashes only, e.g. "jiff".',
        value: 'jiff 2026!',
      },
    ]);
  });

  it('keeps the value as the page wrote it, and none for a missing attribute', () => {
    const result = parseConfig(Schema, { dataCinemaId: '  ', dataFestivalId: ' a b ' });
    expect(result.ok === false && result.problems.map((problem) => problem.value)).toEqual([
      undefined,
      ' a b ',
    ]);
  });

  it('lists one problem per attribute, in schema order', () => {
    const result = parseConfig(Schema, {});
    expect(result.ok === false && result.problems.map((problem) => problem.attribute)).toEqual([
      'data-cinema-id',
      'data-festival-id',
    ]);
  });

  it('shortens a very long value in the message', () => {
    const result = parseConfig(Schema, { dataCinemaId: '1', dataFestivalId: 'x '.repeat(100) });
    expect(result.ok === false && result.problems[0]?.message.length).toBeLessThan(200);
  });
});
