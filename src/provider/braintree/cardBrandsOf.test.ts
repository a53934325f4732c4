import { FakeClient } from '../testing/fakeBraintree';
import { cardBrandsOf } from './cardBrandsOf';

function clientWith(supportedCardTypes: unknown): FakeClient {
  const client = new FakeClient('token');
  client.supportedCardTypes = supportedCardTypes;
  return client;
}

describe('cardBrandsOf (product-rules §7.1)', () => {
  it("reads the gateway's supported card types in order, Mastercard spelt as buyers know it", () => {
    expect(
      cardBrandsOf(clientWith(['Visa', 'MasterCard', 'American Express', 'Discover', 'JCB'])),
    ).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover', 'JCB']);
  });

  it('leaves out anything that is not a brand name, and repeats', () => {
    expect(cardBrandsOf(clientWith(['Visa', 7, '', null, 'Visa', 'UnionPay']))).toEqual([
      'Visa',
      'UnionPay',
    ]);
  });

  it('says none when the configuration names none', () => {
    expect(cardBrandsOf(clientWith(undefined))).toEqual([]);
    expect(cardBrandsOf(clientWith('Visa'))).toEqual([]);
    const bare = new FakeClient('token');
    bare.getConfiguration = () => ({ gatewayConfiguration: {} }) as never;
    expect(cardBrandsOf(bare)).toEqual([]);
  });
});
