import { useCallback, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { memberReads, saveSubscriptions } from '../../atoms/member-area/memberActions';
import type { MemberSubscription } from '../../api/schemas';
import { useElementState } from '../useElementState';
import { useMemberArea } from './MemberContext';
import { RemoteView } from '../remote/RemoteView';
import { useRemote } from '../remote/useRemote';

export const NEWSLETTERS_LOAD_MESSAGE = 'We could not load your newsletters. Please try again.';
/** A failed save (the save returns false; product-rules §9.3). */
export const NEWSLETTERS_SAVE_MESSAGE = 'Could not save your newsletter choices. Please try again.';

function NewsletterForm({
  saved,
  onSaved,
}: {
  saved: MemberSubscription[];
  onSaved(next: MemberSubscription[]): void;
}) {
  const context = useMemberArea();
  const [choices, setChoices] = useElementState('newsletters:choices', saved);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const id = useId();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setOutcome(null);
    const result = await saveSubscriptions(context, choices, NEWSLETTERS_SAVE_MESSAGE);
    setSaving(false);
    if (result.ok) {
      onSaved(choices);
      setOutcome('saved');
    } else {
      // The boxes go back to what is saved (product-rules §9.3).
      setChoices(saved);
      setOutcome('failed');
    }
  }

  return (
    <form noValidate aria-busy={saving || undefined} onSubmit={(event) => void save(event)}>
      <fieldset>
        <legend className="visually-hidden">Newsletters you receive</legend>
        {choices.map((choice, index) => (
          <div key={choice.typeId} className="field field--checkbox">
            <input
              part="input"
              id={`${id}-${choice.typeId}`}
              type="checkbox"
              name={choice.typeId}
              checked={choice.subscribed}
              aria-disabled={saving || undefined}
              onChange={(event) => {
                if (saving) return;
                const subscribed = event.target.checked;
                setChoices((current) =>
                  current.map((c, i) => (i === index ? { ...c, subscribed } : c)),
                );
                setOutcome(null);
              }}
            />
            <label part="label" htmlFor={`${id}-${choice.typeId}`}>
              {choice.name}
            </label>
          </div>
        ))}
      </fieldset>
      {outcome === 'failed' && (
        <div part="error" className="alert" role="alert">
          <p>{NEWSLETTERS_SAVE_MESSAGE}</p>
        </div>
      )}
      <p part="notice" className="success" role="status">
        {outcome === 'saved' ? 'Your newsletter choices are saved.' : ''}
      </p>
      <button part="button button-primary" type="submit" aria-busy={saving || undefined}>
        {saving && <span className="spinner spinner--small" aria-hidden="true" />}
        Save
      </button>
    </form>
  );
}

/** Newsletters (product-rules §10.2): one box per subscription and 'Save'. */
export function NewslettersSection() {
  const { http } = useMemberArea();
  const load = useCallback(
    (signal: AbortSignal) => memberReads.subscriptions(http, signal),
    [http],
  );
  const { remote, reload, setData } = useRemote('newsletters', load, NEWSLETTERS_LOAD_MESSAGE);
  return (
    <RemoteView remote={remote} loadingLabel="Loading your newsletters" onRetry={reload}>
      {(subscriptions: MemberSubscription[]) =>
        subscriptions.length === 0 ? (
          <p>The cinema has no newsletters to offer right now.</p>
        ) : (
          <NewsletterForm saved={subscriptions} onSaved={setData} />
        )
      }
    </RemoteView>
  );
}
