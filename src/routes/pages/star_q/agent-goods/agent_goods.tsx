import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { NavBar, Tabs } from 'antd-mobile';
import { addGoodsAgent, selShopAgentGoods, selUsersAgentGoods, updGoodsAgent } from '../../../../contract/kinds/agent';
import { AGENT_TABS, type AgentTab } from '../../../../domain/agent-tabs';
import { AGENT_TEXTS as T } from '../../../../ui/agent-texts';
import { EmptyState, LoadingState } from '../../../../ui/components/page-state';
import { useCachedCall } from '../../../../ui/hooks/use-cached-call';
import { useSession } from '../../../../ui/hooks/use-session';
import { DataAge } from '../../../../ui/wallet/data-age';
import { AgentGoodsCard, AgentOfferCard } from '../../../agent/agent-cards';
import { shareAgentLink } from '../../../agent/share-link';
import { PATHS } from '../../../paths';
import { useAppContext } from '../../../use-app-context';
import { useDirectStep } from '../../../use-direct-step';
import '../../../agent/agent.css';
import { goBack } from '../../../go-back';
import { useReloadOnNotice } from '../../../use-notice-reload';

const FIRST_PAGE = { pageNum: 1, pageSize: 50 };

/** spec §2 star_q/agent-goods/agent_goods: goods open to agents, the caller's own with earnings, and the rules. */
function AgentGoodsScreen() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate();
  const { sync, session } = useAppContext();
  const userId = useSession(session).userId ?? '';
  const offers = useCachedCall(sync, selShopAgentGoods, FIRST_PAGE);
  const mine = useCachedCall(sync, selUsersAgentGoods, FIRST_PAGE);
  const step = useDirectStep(T.needNetwork);
  // An order the agent's link sold, paid or settled, arrives as an order notice: the earnings follow without a reload.
  useReloadOnNotice('order', mine.reload);
  const mineIds = new Set((mine.data?.list ?? []).map((goods) => goods.goodsId));
  const shown = tab === 'OFFERS' ? offers : mine;

  async function become(goodsId: string) {
    if (await step.run(addGoodsAgent, { goodsId }, T.becomeDone)) await Promise.all([mine.reload(), offers.reload()]);
  }
  async function setStatus(goodsId: string, status: 'ACTIVE' | 'PAUSED') {
    if (await step.run(updGoodsAgent, { goodsId, status }, status === 'PAUSED' ? T.paused : T.resumed)) await mine.reload();
  }

  return (
    <div className="page agent-page">
      <NavBar onBack={() => goBack()}>{T.title}</NavBar>
      <section className="agent-rules" aria-label={T.rulesTitle}>
        <h2>{T.rulesTitle}</h2>
        <ol>{T.rules.map((rule) => <li key={rule}>{rule}</li>)}</ol>
      </section>
      <Tabs activeKey={tab} onChange={(key) => void navigate({ to: PATHS.agentGoods, search: { tab: key as AgentTab }, replace: true })}>
        {AGENT_TABS.map((key) => <Tabs.Tab key={key} title={T.tabs[key]} />)}
      </Tabs>
      <DataAge savedAt={shown.savedAt} failed={shown.failure !== null} neverSaved={T.neverSaved} />
      {shown.loading && <LoadingState />}
      {tab === 'OFFERS' && offers.data?.list.length === 0 && <EmptyState title={T.offersEmpty} />}
      {tab === 'MINE' && mine.data?.list.length === 0 && <EmptyState title={T.mineEmpty} />}
      {tab === 'OFFERS' && offers.data?.list.map((offer) => (
        <AgentOfferCard key={offer.goodsId} offer={offer} joined={mineIds.has(offer.goodsId)} busy={step.busy} onBecome={() => void become(offer.goodsId)} />
      ))}
      {tab === 'MINE' && mine.data?.list.map((goods) => (
        <AgentGoodsCard
          key={goods.goodsId} goods={goods} busy={step.busy}
          onShare={() => void shareAgentLink(goods.goodsId, userId)}
          onStatus={(status) => void setStatus(goods.goodsId, status)}
        />
      ))}
    </div>
  );
}

export const Route = createLazyRoute(`/auth${PATHS.agentGoods}` as const)({ component: AgentGoodsScreen });
