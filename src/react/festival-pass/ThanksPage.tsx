import { useId } from 'react';
import { isMultiFilmFestival } from '../../atoms/festivalPass';

/** Props of {@link ThanksPage}. */
export interface ThanksPageProps {
  festivalId: string;
  cinemaName: string;
  /** Where the confirmation went, when known. */
  email?: string | undefined;
}

/**
 * The thanks page (spec 2.2): a festival pass, or for festival RET a multi-film pass, with how to
 * redeem it online and in the cinema.
 */
export function ThanksPage({ festivalId, cinemaName, email }: ThanksPageProps) {
  const headingId = useId();
  const multiFilm = isMultiFilmFestival(festivalId);
  const pass = multiFilm ? 'multi-film pass' : 'festival pass';
  const session = multiFilm ? 'a session' : 'a festival session';
  const title = `Thank you for purchasing a ${pass}`;
  return (
    // Named after the festival too: several widgets on one page need distinct landmark names.
    <section className="thanks" aria-label={`${title} (${festivalId.toUpperCase()})`}>
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      <p>
        {email
          ? `Your payment went through. We have e-mailed your confirmation, with your pass code, to ${email}.`
          : 'Your payment went through. We have e-mailed your confirmation, with your pass code.'}
      </p>
      <h3>Redeem online</h3>
      <p>
        {`When you book ${session} on the ${cinemaName} website, choose your ${pass} at checkout and enter the pass code from your confirmation e-mail. Each session you book uses one film of your pass.`}
      </p>
      <h3>Redeem in cinema</h3>
      <p>
        {`Show your confirmation e-mail, printed or on your phone, at the ${cinemaName} box office when you get your ticket for ${session}.`}
      </p>
      <p className="muted">
        {`Your ${pass} is valid for one admission per pass, is non-refundable, and cannot be used for special events.`}
      </p>
    </section>
  );
}
