/** The feed's ?tab= values, in the order the tabs show. */
export const FEED_TABS = ['hot', 'following', 'guess', 'mine'] as const;
export type FeedTab = (typeof FEED_TABS)[number];
