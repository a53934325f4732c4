/** Renders a piece of the member area the way MemberArea does, for tests that mock its actions. */
import type { ReactNode } from 'react';
import type { Http } from '../../../api/http';
import { MemberAreaContext } from '../MemberContext';
import { renderInElementRoot } from '../../testing/renderInElementRoot';

/**
 * Render `children` under ElementRoot in the member area's context. Its `http` is a stand-in that
 * nothing may call: the tests mock the member actions that would.
 */
export function renderInMemberArea(children: ReactNode) {
  return renderInElementRoot(
    <MemberAreaContext.Provider
      value={{ http: {} as Http, recaptchaKey: 'k', cinemaId: 'c', onMemberChanged: () => {} }}
    >
      {children}
    </MemberAreaContext.Provider>,
  );
}
