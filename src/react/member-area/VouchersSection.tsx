import { useCallback } from 'react';
import type { FormEvent } from 'react';
import { addVoucherByBarcode, memberReads } from '../../atoms/member-area/memberActions';
import type { Voucher } from '../../api/schemas';
import { REQUIRED_MESSAGE, filled } from '../../atoms/checkout/buyerValidation';
import { formatDate } from '../../format/formatDate';
import { useTimeZone } from '../config/TimeZoneContext';
import { LazyErrorSummary } from '../form/LazyErrorSummary';
import { textFieldFor } from '../form/textFieldFor';
import { Barcode } from './Barcode';
import { useMemberArea } from './MemberContext';
import { RemoteView } from '../remote/RemoteView';
import { FormSend } from '../form/FormSend';
import { useFieldForm } from '../form/useFieldForm';
import { useRemote } from '../remote/useRemote';

export const VOUCHERS_LOAD_MESSAGE = 'We could not load your vouchers. Please try again.';
export const VOUCHER_ADD_MESSAGE = 'We could not add the voucher. Please try again.';

const validateVoucher = (_field: 'barcode', values: { barcode: string }) =>
  filled(values.barcode) ? undefined : REQUIRED_MESSAGE;

function AddVoucher({ onAdded }: { onAdded(vouchers: Voucher[]): void }) {
  const context = useMemberArea();
  const form = useFieldForm('voucher', { barcode: '' }, validateVoucher);
  const { submitting: adding, failure } = form;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.submit(({ barcode }) =>
      addVoucherByBarcode(context, barcode.trim(), VOUCHER_ADD_MESSAGE),
    );
    if (result?.ok) {
      onAdded(result.value);
      form.reset({ barcode: '' });
    }
  }

  return (
    <form
      className="add-voucher"
      noValidate
      aria-busy={adding || undefined}
      onSubmit={(e) => void add(e)}
    >
      <h3 part="heading">Add a voucher</h3>
      <LazyErrorSummary
        form={form}
        fields={['barcode']}
        words={{ barcode: 'Enter the barcode of your voucher' }}
      />
      {textFieldFor({ ...form, readOnly: adding })('barcode', 'Voucher barcode', 'off', {
        hint: 'The number under the barcode on your voucher.',
        inputMode: 'numeric',
      })}
      <FormSend failure={failure} busy={adding}>
        Add Voucher
      </FormSend>
    </form>
  );
}

/**
 * Vouchers (product-rules §10.2): each with its barcode as an image and as text, and 'Add Voucher'.
 */
export function VouchersSection() {
  const { http } = useMemberArea();
  const timeZone = useTimeZone();
  const load = useCallback((signal: AbortSignal) => memberReads.vouchers(http, signal), [http]);
  const { remote, reload, setData } = useRemote(
    'vouchers',
    load,
    VOUCHERS_LOAD_MESSAGE,
    'GET member/vouchers',
  );
  return (
    <>
      <RemoteView remote={remote} loadingLabel="Loading your vouchers" onRetry={reload}>
        {(vouchers: Voucher[]) =>
          vouchers.length === 0 ? (
            <p>You have no vouchers yet. Add one with its barcode below.</p>
          ) : (
            <ul className="vouchers">
              {vouchers.map((voucher) => (
                <li part="card" key={voucher.barcode} className="voucher surface">
                  <p className="record__title">{voucher.name}</p>
                  {voucher.expiry && (
                    <p className="muted">Valid until {formatDate(voucher.expiry, timeZone)}</p>
                  )}
                  <Barcode value={voucher.barcode} label={voucher.name} />
                </li>
              ))}
            </ul>
          )
        }
      </RemoteView>
      <AddVoucher onAdded={setData} />
    </>
  );
}
