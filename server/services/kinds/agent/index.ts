// Agent goods (issue 17; src/contract/kinds/agent.ts, docs/decisions/006 "Agent goods"): the offers, becoming an
// agent, pausing, the agent's goods and earnings, and the shop's rate. Orders are attributed at checkout
// (attribute.ts) and the commission is posted at settlement (ledger/settlement.ts).
import { addGoodsAgent, checkUserAgent, selShopAgentGoods, selUsersAgentGoods, shelvesPayAgent, shopAgentModes, updGoodsAgent } from '../../../../src/contract/kinds/agent';
import { bind, type Binding } from '../../../http/bind-call';
import { becomeAgent, checkAgent, listAgentGoods, setAgentStatus } from './agents';
import { listShopModes, setAgentMode } from './mode';
import { listOffers } from './offers';

export { attributeToAgent } from './attribute';

export const goodsAgentBindings: Binding[] = [
  bind(selShopAgentGoods, async ({ input, db }) => listOffers(db, input)),
  bind(addGoodsAgent, async ({ input, auth, db, deps }) => becomeAgent(db, auth.userId!, input.goodsId, deps.now())),
  bind(updGoodsAgent, async ({ input, auth, db, deps }) => setAgentStatus(db, auth.userId!, input.goodsId, input.status, deps.now())),
  bind(checkUserAgent, async ({ input, auth, db }) => checkAgent(db, auth.userId!, input.goodsId)),
  bind(selUsersAgentGoods, async ({ input, auth, db }) => listAgentGoods(db, auth.userId!, input)),
  bind(shelvesPayAgent, async ({ input, auth, db, deps }) => setAgentMode(db, auth.shopId!, input, deps.now())),
  bind(shopAgentModes, async ({ auth, db }) => listShopModes(db, auth.shopId!)),
];
