import type { Member } from '../../api/schemas';

/** What each lazily loaded member-area section is given (./MemberSections.tsx). */
export interface SectionProps {
  member: Member;
  /**
   * The membership's last day, 'D MMM yyyy' (product-rules §10.2). Formatted by the section list,
   * where the first view carries the date and time formatters together: a section that imported
   * the date's alone would split their shared chunk, one more file in every element's first view.
   */
  validUntil: string | undefined;
}
