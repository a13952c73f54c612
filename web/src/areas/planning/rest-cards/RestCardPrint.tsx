import { createPortal } from 'react-dom';
import type { RestCardDto } from '@kaj/contract';
import { RestCardView } from './RestCardView.tsx';

/**
 * The card as it prints: a copy directly under <body>, the only thing on paper (rest-card.css hides the rest of
 * the app with display: none, so nothing invisible takes room and the card fits one A4 landscape page).
 */
export function RestCardPrint({ card }: { card: RestCardDto }) {
  return createPortal(
    <div className="rest-print-root" aria-hidden="true">
      <RestCardView card={card} printed />
    </div>,
    document.body,
  );
}
