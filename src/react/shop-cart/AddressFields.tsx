import { useId } from 'react';
import { AUSTRALIAN_STATES } from '../../atoms/shop-cart/shopFormValidation';
import type {
  AddressField,
  AddressPrefix,
  ShopFormErrors,
  ShopFormValues,
} from '../../atoms/shop-cart/shopFormValidation';
import { RequiredMark } from '../form/RequiredMark';
import { TextField } from '../form/TextField';

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  prefix: AddressPrefix;
  legend: string;
  values: ShopFormValues;
  errors: ShopFormErrors;
  readOnly: boolean;
  onChange(patch: Partial<ShopFormValues>): void;
  onBlur(field: AddressField): void;
}

/**
 * An Australian postal address (product-rules §8.4) as a fieldset, with autocomplete hints scoped
 * to billing or shipping so browsers fill the right one.
 */
export function AddressFields({
  prefix,
  legend,
  values,
  errors,
  readOnly,
  onChange,
  onBlur,
}: AddressFieldsProps) {
  const section = prefix === 'billing' ? 'billing' : 'shipping';
  const stateId = useId();
  const stateError = `${stateId}-error`;
  const field = (part: string) => `${prefix}${part}` as AddressField;
  const text = (
    part: string,
    label: string,
    autoComplete: string,
    extra: { required?: boolean; inputMode?: 'numeric'; maxLength?: number } = {},
  ) => {
    const name = field(part);
    return (
      <TextField
        name={name}
        label={label}
        value={values[name]}
        error={errors[name]}
        autoComplete={`section-${prefix} ${section} ${autoComplete}` as 'on'}
        readOnly={readOnly}
        onChange={(value) => onChange({ [name]: value })}
        onBlur={() => onBlur(name)}
        {...extra}
      />
    );
  };
  const state = field('State');
  return (
    <fieldset className="address">
      <legend>{legend}</legend>
      <div className="field-row">
        {text('FirstName', 'Given names', 'given-name')}
        {text('LastName', 'Surname', 'family-name')}
      </div>
      {text('Line1', 'Street address', 'address-line1')}
      {text('Line2', 'Apartment, unit or floor', 'address-line2', { required: false })}
      {text('Suburb', 'Suburb', 'address-level2')}
      <div className="field-row">
        <div className="field">
          <label part="label" htmlFor={stateId}>
            State
            <RequiredMark />
          </label>
          <select
            part="input"
            id={stateId}
            name={state}
            value={values[state]}
            autoComplete={`section-${prefix} ${section} address-level1`}
            required
            aria-required="true"
            aria-invalid={errors[state] ? true : undefined}
            aria-describedby={errors[state] ? stateError : undefined}
            aria-disabled={readOnly || undefined}
            onChange={(event) => {
              if (!readOnly) onChange({ [state]: event.target.value });
            }}
            onBlur={() => onBlur(state)}
          >
            <option value="">Select a state</option>
            {AUSTRALIAN_STATES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          {errors[state] && (
            <p part="error" id={stateError} className="field-error" role="alert">
              {errors[state]}
            </p>
          )}
        </div>
        {text('PostCode', 'Post code', 'postal-code', { inputMode: 'numeric', maxLength: 4 })}
      </div>
    </fieldset>
  );
}
