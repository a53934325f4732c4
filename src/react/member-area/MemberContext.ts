import { createContext, useContext } from 'react';
import type { Http } from '../../api/http';
import type { Member } from '../../api/schemas';
import { capitalise } from '../../format/capitalise';

/**
 * The member's type in words (product-rules §10.2): the server's name for it, the one the
 * membership options use ('Adult Premium'), else the type spelt out ('Adult').
 */
export const memberTypeName = (member: Member): string =>
  member.memberTypeName ?? capitalise(member.memberType);

/** What every part of the member area needs: the API, the bot-check key and the cinema. */
export interface MemberAreaContextValue {
  http: Http;
  recaptchaKey: string;
  cinemaId: string;
  /** The member's own details changed (names): ask who is signed in again for the header. */
  onMemberChanged(): void;
}

export const MemberAreaContext = createContext<MemberAreaContextValue | null>(null);

/** The member area's context; only inside `<MemberArea>`. */
export function useMemberArea(): MemberAreaContextValue {
  const value = useContext(MemberAreaContext);
  if (!value) throw new Error('useMemberArea is used outside the member area.');
  return value;
}
