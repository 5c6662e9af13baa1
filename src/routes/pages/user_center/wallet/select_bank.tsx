import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { Button, List, NavBar } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { bankGet } from '../../../../contract/wallet/withdraw';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useOnline } from '../../../../ui/hooks/use-online';
import { WITHDRAW_TEXTS } from '../../../../ui/withdraw-texts';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { chosenCardId, rememberCard } from '../../../withdraw/chosen-card';
import { CardLabel, OfflineBanner } from '../../../withdraw/withdraw-bits';
import { goBack } from '../../../go-back';

const T = WITHDRAW_TEXTS.bank;

/** Picks the card a withdrawal goes to and returns to the withdraw page (the user's or the shop's) it came from. */
function SelectBankScreen() {
  const { sync } = useAppContext();
  const navigate = useNavigate();
  const online = useOnline();
  const cards = useCachedCall(sync, bankGet, {});
  const list = cards.data?.cards ?? [];
  const chosen = list.some((c) => c.cardId === chosenCardId()) ? chosenCardId() : list[0]?.cardId;

  function pick(cardId: string) {
    rememberCard(cardId);
    goBack();
  }

  return (
    <div className="page select-bank">
      <NavBar onBack={() => goBack()}>{T.selectTitle}</NavBar>
      <OfflineBanner online={online} stale={cards.failure !== null && cards.data !== null} />
      {cards.loading && <LoadingState />}
      {!cards.loading && list.length === 0 && <EmptyState title={!cards.data && cards.failure ? cards.failure.msg : T.selectEmpty} />}
      {list.length > 0 && (
        <List>
          {list.map((card) => (
            <List.Item key={card.cardId} onClick={() => pick(card.cardId)} arrowIcon={false} data-testid="select-card"
              extra={card.cardId === chosen ? <CheckOutline color="var(--adm-color-primary)" fontSize={20} /> : null}>
              <CardLabel bankName={card.bankName} last4={card.last4} />
            </List.Item>
          ))}
        </List>
      )}
      <div className="page-actions">
        <Button block disabled={!online} onClick={() => void navigate({ to: PATHS.addBank })}>{T.add}</Button>
      </div>
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.selectBank}` as const)({ component: SelectBankScreen });
