import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { memberReads, removePasskey } from '../../atoms/member-area/memberActions';
import type { Passkey } from '../../api/schemas';
import { formatDate } from '../../format/formatDate';
import { useTimeZone } from '../config/TimeZoneContext';
import { useMemberArea } from './MemberContext';
import { RemoteView } from '../remote/RemoteView';
import { useRemote } from '../remote/useRemote';

export const PASSKEYS_LOAD_MESSAGE = 'We could not load your passkeys. Please try again.';
/** A failed deletion (the delete returns false; product-rules §9.3). */
export const PASSKEY_DELETE_MESSAGE = 'Could not delete the passkey. Please try again.';

/** An accessible confirmation (a modal `<dialog>`): focus moves in, Escape cancels, focus goes back. */
function ConfirmDelete({
  passkey,
  deleting,
  onConfirm,
  onCancel,
}: {
  passkey: Passkey;
  deleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      part="card"
      ref={ref}
      className="confirm surface"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!deleting) onCancel();
      }}
    >
      <h3 part="heading" id={titleId}>
        Delete the passkey “{passkey.name}”?
      </h3>
      <p>You will no longer be able to sign in with it. Your other sign-in methods still work.</p>
      <div className="actions">
        <button
          part="button button-primary"
          type="button"
          aria-busy={deleting || undefined}
          onClick={onConfirm}
        >
          {deleting && <span className="spinner spinner--small" aria-hidden="true" />}
          Delete
        </button>
        <button
          part="button"
          type="button"
          className="button button--secondary"
          autoFocus
          onClick={onCancel}
        >
          Cancel
        </button>
      </div>
    </dialog>
  );
}

function PasskeyList({ list, onDeleted }: { list: Passkey[]; onDeleted(id: string): void }) {
  const context = useMemberArea();
  const timeZone = useTimeZone();
  const [confirming, setConfirming] = useState<Passkey | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  // The row whose Delete gets focus back once the dialog has gone.
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    if (confirming || !returnTo.current) return;
    triggers.current.get(returnTo.current)?.focus();
    returnTo.current = null;
  }, [confirming]);

  const close = (id: string) => {
    returnTo.current = id;
    setConfirming(null);
  };

  async function confirm(passkey: Passkey) {
    // The last failure's alert goes, so a failure of this try is a new alert, announced again.
    setFailed(null);
    setDeleting(true);
    const result = await removePasskey(context, passkey.id, PASSKEY_DELETE_MESSAGE);
    setDeleting(false);
    setConfirming(null);
    if (result.ok) {
      setFailed(null);
      onDeleted(passkey.id);
    } else {
      setFailed(passkey.id);
      close(passkey.id);
    }
  }

  return (
    <>
      {failed && (
        <div part="error" className="alert" role="alert">
          <p>{PASSKEY_DELETE_MESSAGE}</p>
        </div>
      )}
      <ul className="records">
        {list.map((passkey) => (
          <li key={passkey.id} className="record">
            <div>
              <p className="record__title">{passkey.name}</p>
              <p className="muted">
                Created {formatDate(passkey.createdAt, timeZone)}
                {passkey.lastUsedAt
                  ? `, last used ${formatDate(passkey.lastUsedAt, timeZone)}`
                  : ', never used'}
              </p>
            </div>
            <button
              part="button"
              type="button"
              className="button button--secondary"
              aria-label={`Delete ${passkey.name}`}
              ref={(element) => {
                if (element) triggers.current.set(passkey.id, element);
                else triggers.current.delete(passkey.id);
              }}
              onClick={() => setConfirming(passkey)}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      {confirming && (
        <ConfirmDelete
          passkey={confirming}
          deleting={deleting}
          onCancel={() => close(confirming.id)}
          onConfirm={() => void confirm(confirming)}
        />
      )}
    </>
  );
}

/**
 * Passkeys (product-rules §10.2): name, created and last used, and 'Delete' with a confirmation.
 */
export function PasskeysSection() {
  const { http } = useMemberArea();
  const load = useCallback((signal: AbortSignal) => memberReads.passkeys(http, signal), [http]);
  const { remote, reload, setData } = useRemote(
    'passkeys',
    load,
    PASSKEYS_LOAD_MESSAGE,
    'GET passkeys',
  );
  return (
    <RemoteView remote={remote} loadingLabel="Loading your passkeys" onRetry={reload}>
      {(list: Passkey[]) =>
        list.length === 0 ? (
          <p>
            You have no passkeys. You can add one when you next sign in on the cinema's website.
          </p>
        ) : (
          <PasskeyList list={list} onDeleted={(id) => setData(list.filter((p) => p.id !== id))} />
        )
      }
    </RemoteView>
  );
}
