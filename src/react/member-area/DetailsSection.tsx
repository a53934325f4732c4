import { useCallback, useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { memberReads, saveDetails } from '../../atoms/member-area/memberActions';
import type { MemberDetails } from '../../api/schemas';
import {
  BUYER_MISSING_MESSAGES,
  REQUIRED_MESSAGE,
  filled,
} from '../../atoms/checkout/buyerValidation';
import {
  DATE_OF_BIRTH_MESSAGE,
  DATE_OF_BIRTH_MISSING,
  validateDateOfBirth,
} from '../../atoms/checkout/dateOfBirth';
import { formatDate } from '../../format/formatDate';
import { useTimeZone } from '../config/TimeZoneContext';
import { LazyErrorSummary } from '../form/LazyErrorSummary';
import { DateOfBirthField, checkboxFor } from '../form/MemberFields';
import { textFieldFor } from '../form/textFieldFor';
import { useElementState } from '../useElementState';
import { useMemberArea } from './MemberContext';
import { RemoteView } from '../remote/RemoteView';
import { useFieldForm } from '../form/useFieldForm';
import { useRemote } from '../remote/useRemote';

/** A failed details load (product-rules §9.2) or save; these say what to do. */
export const DETAILS_LOAD_MESSAGE = 'We could not load your details. Please try again.';
export const DETAILS_SAVE_MESSAGE = 'We could not save your details. Please try again.';
export { DATE_OF_BIRTH_MESSAGE };

type DetailsValues = {
  firstName: string;
  lastName: string;
  mobilePhone: string;
  dateOfBirth: string;
  postCode: string;
  sendNewsletter: boolean;
  sendLoyaltyUpdates: boolean;
};

/**
 * The messages for the details form (product-rules §8.8); the date of birth is checked in the
 * cinema's `timeZone`.
 */
export function validateDetail(
  field: keyof DetailsValues,
  values: DetailsValues,
  timeZone: string,
): string | undefined {
  if (field === 'firstName' || field === 'lastName' || field === 'postCode')
    return filled(values[field]) ? undefined : REQUIRED_MESSAGE;
  if (field === 'dateOfBirth') return validateDateOfBirth(values.dateOfBirth, timeZone);
  return undefined;
}

/** The fields that can be at fault, and the summary's words for them empty (product-rules §8.8). */
const DETAILS_FIELDS = ['firstName', 'lastName', 'postCode', 'dateOfBirth'] as const;
const DETAILS_WORDS = { ...BUYER_MISSING_MESSAGES, dateOfBirth: DATE_OF_BIRTH_MISSING };

const toValues = (details: MemberDetails): DetailsValues => ({
  firstName: details.firstName,
  lastName: details.lastName,
  mobilePhone: details.mobilePhone,
  dateOfBirth: details.dateOfBirth,
  postCode: details.postCode,
  sendNewsletter: details.sendNewsletter,
  sendLoyaltyUpdates: details.sendLoyaltyUpdates,
});

function DetailsView({ details, onEdit }: { details: MemberDetails; onEdit(): void }) {
  const timeZone = useTimeZone();
  const atEnd = details.email.lastIndexOf('@') + 1;
  const rows: [string, ReactNode][] = [
    ['Name', `${details.firstName} ${details.lastName}`],
    [
      'Email',
      // Wider than the line, the address wraps after its @, not at any letter.
      <>
        {details.email.slice(0, atEnd)}
        <wbr />
        {details.email.slice(atEnd)}
      </>,
    ],
    ['Mobile', details.mobilePhone || 'Not given'],
    ['Date of birth', formatDate(details.dateOfBirth, timeZone)],
    ['Post code', details.postCode],
    ['Cinema newsletter', details.sendNewsletter ? 'Yes' : 'No'],
    ['Loyalty updates', details.sendLoyaltyUpdates ? 'Yes' : 'No'],
  ];
  return (
    <>
      <dl className="details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button part="button button-primary" type="button" onClick={onEdit}>
        Edit
      </button>
    </>
  );
}

function DetailsForm({
  details,
  edit,
  onSaved,
  onCancel,
}: {
  details: MemberDetails;
  /** Which 'Edit' this is: each starts from the saved details. */
  edit: number;
  onSaved(saved: MemberDetails): void;
  onCancel(): void;
}) {
  const context = useMemberArea();
  const timeZone = useTimeZone();
  const form = useFieldForm(`details-${edit}`, toValues(details), (field, values) =>
    validateDetail(field, values, timeZone),
  );
  const emailId = useId();
  const { values, errors, submitting: saving, failure } = form;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // On failure the edits stay in the form; the message says why it did not save.
    const result = await form.submit((edited) =>
      saveDetails(context, edited, DETAILS_SAVE_MESSAGE),
    );
    if (result?.ok) onSaved(result.value);
  }

  const text = textFieldFor<'firstName' | 'lastName' | 'mobilePhone' | 'postCode'>({
    ...form,
    readOnly: saving,
  });
  const checkbox = checkboxFor<'sendNewsletter' | 'sendLoyaltyUpdates'>({
    ...form,
    readOnly: saving,
  });

  return (
    <form noValidate aria-busy={saving || undefined} onSubmit={(event) => void save(event)}>
      <LazyErrorSummary form={form} fields={DETAILS_FIELDS} words={DETAILS_WORDS} />
      <div className="field-row">
        {text('firstName', 'Given names', 'given-name')}
        {text('lastName', 'Surname', 'family-name')}
      </div>
      <div className="field">
        <label part="label" htmlFor={emailId}>
          Email
        </label>
        <input
          part="input"
          id={emailId}
          type="email"
          value={details.email}
          readOnly
          aria-describedby={`${emailId}-hint`}
        />
        <p id={`${emailId}-hint`} className="field-hint muted">
          To change your e-mail address, contact the cinema.
        </p>
      </div>
      <div className="field-row">
        {text('mobilePhone', 'Mobile', 'tel', { required: false, inputMode: 'tel', type: 'tel' })}
        {text('postCode', 'Post code', 'postal-code', { inputMode: 'numeric' })}
      </div>
      <DateOfBirthField
        value={values.dateOfBirth}
        error={errors.dateOfBirth}
        readOnly={saving}
        onChange={(value) => form.change('dateOfBirth', value)}
        onBlur={() => form.blur('dateOfBirth')}
      />
      {checkbox('sendNewsletter', 'Send me the cinema newsletter')}
      {checkbox('sendLoyaltyUpdates', 'Send me loyalty updates')}
      {failure && (
        <div part="error" className="alert" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <div className="actions">
        <button part="button button-primary" type="submit" aria-busy={saving || undefined}>
          {saving && <span className="spinner spinner--small" aria-hidden="true" />}
          Save
        </button>
        <button part="button" type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * Details (product-rules §10.2): view, then 'Edit' into a form, 'Save' with action `memberDetails`.
 */
export function DetailsSection() {
  const { http, onMemberChanged } = useMemberArea();
  const load = useCallback((signal: AbortSignal) => memberReads.details(http, signal), [http]);
  const { remote, reload, setData } = useRemote('details', load, DETAILS_LOAD_MESSAGE);
  // Kept with the element: a move in the DOM keeps an edit under way.
  const [editing, setEditing] = useElementState<number | null>('details:editing', null);
  const [saved, setSaved] = useElementState('details:saved', false);
  const [edits, setEdits] = useElementState('details:edits', 0);
  return (
    <RemoteView remote={remote} loadingLabel="Loading your details" onRetry={reload}>
      {(details) =>
        editing !== null ? (
          <DetailsForm
            details={details}
            edit={editing}
            onCancel={() => setEditing(null)}
            onSaved={(next) => {
              setData(next);
              setEditing(null);
              setSaved(true);
              onMemberChanged();
            }}
          />
        ) : (
          <>
            <p part="notice" className="success" role="status">
              {saved ? 'Your details are saved.' : ''}
            </p>
            <DetailsView
              details={details}
              onEdit={() => {
                setSaved(false);
                setEditing(edits + 1);
                setEdits(edits + 1);
              }}
            />
          </>
        )
      }
    </RemoteView>
  );
}
