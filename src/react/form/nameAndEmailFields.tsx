import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import type { TextFieldExtra } from './textFieldFor';

/**
 * A buyer's given names and surname side by side, then the e-mail address, as the shop's details
 * and a membership's applicant ask them (`text` from `textFieldFor`; `email` what the form
 * says under or about the address).
 */
export function nameAndEmailFields(
  text: (
    name: 'firstName' | 'lastName' | 'email',
    label: string,
    autoComplete: HTMLInputAutoCompleteAttribute,
    extra?: TextFieldExtra,
  ) => ReactNode,
  email: TextFieldExtra,
): ReactNode {
  return (
    <>
      <div className="field-row">
        {text('firstName', 'Given names', 'given-name')}
        {text('lastName', 'Surname', 'family-name')}
      </div>
      {text('email', 'Email', 'email', { type: 'email', inputMode: 'email', ...email })}
    </>
  );
}
