import { capitalise } from './capitalise';

describe('capitalise', () => {
  it.each([
    ['adult', 'Adult'],
    ['freeAdult', 'Free Adult'],
    ['adultGold', 'Adult Gold'],
    ['senior', 'Senior'],
    ['', ''],
  ])('%j → %j', (type, words) => {
    expect(capitalise(type)).toBe(words);
  });
});
