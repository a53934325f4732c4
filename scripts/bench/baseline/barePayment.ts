/**
 * The bare payment baseline's lazily imported chunk: braintree-web 3.102.0's client and hosted
 * fields, created the plain way (one client, four fields into the given containers).
 */
import * as clientNamespace from 'braintree-web/client';
import * as hostedFieldsNamespace from 'braintree-web/hosted-fields';

interface Creatable {
  create(options: unknown): Promise<unknown>;
}

/** braintree-web is CommonJS: `create` sits on the namespace or on its `default`. */
function sdk(namespace: unknown): Creatable {
  const ns = namespace as { create?: unknown; default?: unknown };
  return (typeof ns.create === 'function' ? ns : ns.default) as Creatable;
}

/** Create the client and mount the four hosted fields; resolves when the SDK says they are ready. */
export async function mountCardFields(
  containers: HTMLElement[],
  authorization: string,
): Promise<void> {
  const [number, cardholderName, expirationDate, cvv] = containers;
  const client = await sdk(clientNamespace).create({ authorization });
  await sdk(hostedFieldsNamespace).create({
    client,
    fields: {
      number: { container: number, internalLabel: 'Card Number' },
      cardholderName: { container: cardholderName, internalLabel: 'Name on Card' },
      expirationDate: { container: expirationDate, placeholder: 'MM/YYYY' },
      cvv: { container: cvv, internalLabel: 'Security Code (CVV)' },
    },
  });
}
