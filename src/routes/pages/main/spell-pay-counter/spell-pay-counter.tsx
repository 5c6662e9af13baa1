// The shell of a spell seat's pay counter; the counter itself is src/routes/checkout/pay-counter.tsx.
import { useMemo } from 'react';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { SPELL_TEXTS as S } from '../../../../ui/spell-texts';
import { CHECKOUT_TEXTS } from '../../../../ui/checkout-texts';
import { PayCounter } from '../../../checkout/pay-counter';
import { moneyWay } from '../../../checkout/pay-ways';
import { PATHS } from '../../../paths';
import '../../../spell/spell.css';

/** spec §2 spell-pay-counter: pays one spell seat with the ordinary pay calls; the host seats it when paid. Needs the network. */
function SpellPayCounterScreen() {
  const { orderId, entryId } = Route.useSearch();
  const navigate = useNavigate();
  const way = useMemo(() => {
    const toEntry = () => void navigate({ to: PATHS.spellDetails, search: { entryId }, replace: true });
    return moneyWay({ orderIds: orderId, onPaid: toEntry, paidAlready: { label: S.list.details, go: toEntry } });
  }, [orderId, entryId, navigate]);
  return <PayCounter title={S.pay.title} offlineText={CHECKOUT_TEXTS.pay.offline} hint={<p className="spell-bar__note">{S.pay.seatNote}</p>} way={way} />;
}

export const Route = createLazyRoute(`/auth${PATHS.spellPayCounter}` as const)({ component: SpellPayCounterScreen });
