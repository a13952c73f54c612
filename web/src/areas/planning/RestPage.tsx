import { useAuth } from '../../app/session/use-session.ts';
import { RestCardsPage } from './rest-cards/RestCardsPage.tsx';
import { OwnRestScreen } from './own/OwnRestScreen.tsx';

/** /planning/rest-cards: the crew's cards for those who plan, approve or sign as master; a seafarer's own card otherwise. */
export function RestPage() {
  const auth = useAuth();
  const readsOthers = auth.isAdmin || auth.isPlanner || auth.isApproverWithPlanningRight || auth.isApprover || auth.isShip;
  return readsOthers ? <RestCardsPage /> : <OwnRestScreen />;
}
