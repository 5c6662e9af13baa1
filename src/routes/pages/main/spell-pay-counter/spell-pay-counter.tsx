import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { SPELL_TEXTS as S } from '../../../../ui/spell-texts';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PATHS } from '../../../paths';
import { PayCounterView } from '../pay-counter/pay-counter-view';
import '../../../spell/spell.css';

/** spec §2 spell-pay-counter: pays one spell seat with the ordinary pay calls; the host seats it when paid. Needs the network. */
function SpellPayCounterScreen() {
  const { orderId, entryId } = Route.useSearch();
  const navigate = useNavigate();
  const toEntry = () => void navigate({ to: PATHS.spellDetails, search: { entryId }, replace: true });
  return (
    <PayCounterView orderIds={orderId} title={S.pay.title} offlineText={CHECKOUT_TEXTS.pay.offline}
      hint={<p className="spell-bar__note">{S.pay.seatNote}</p>} onPaid={toEntry} paidAlready={{ label: S.list.details, go: toEntry }} />
  );
}

export const Route = createLazyRoute(`/auth${PATHS.spellPayCounter}` as const)({ component: SpellPayCounterScreen });
