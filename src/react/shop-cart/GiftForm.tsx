/**
 * The 'Who is it for?' form in its box (product-rules §15.2), as GiftFormSlot loads it on first
 * use: the form, its fields and the recipient's rules are a chunk of their own, so the shop's first
 * view carries none of them. Focus moves to the form's heading in the commit that draws it (a
 * layout effect, as usePageChange.ts does), so no frame shows the form with focus still on 'Add'.
 */
import { useLayoutEffect, useRef } from 'react';
import { STYLE_ORDER } from '../../styles/adoptStyles';
import { useStyles } from '../useStyles';
import { RecipientForm } from './RecipientForm';
import { shopFormsCss } from './shopFormsCss';
import type { RecipientFormProps } from './RecipientForm';

export default function GiftForm(props: RecipientFormProps) {
  // The form's CSS comes with it (shopFormsCss.ts), not with the shop's first view.
  useStyles(shopFormsCss, STYLE_ORDER.page);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.querySelector<HTMLElement>('h3')?.focus();
  }, []);
  return (
    <div ref={ref} className="gift-form">
      <RecipientForm {...props} />
    </div>
  );
}
