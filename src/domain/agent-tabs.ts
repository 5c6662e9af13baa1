// Apart from goods-agent.ts: the route table (first chunk) needs only the tabs, and a module it imports lands there whole.
/** The agent goods screen's tabs: the goods open to agents, and the caller's own. */
export const AGENT_TABS = ['OFFERS', 'MINE'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];
