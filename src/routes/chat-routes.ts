import { createRoute } from '@tanstack/react-router';
import { authLayout } from './auth-layout';
import { lazyScreen } from './lazy-screen';
import { PATHS } from './paths';

type ChatSearch = Partial<Record<'conversationId' | 'orderId' | 'goodsId' | 'shopId' | 'as', string>>;
/** Every parameter is optional: the chat is opened about an order, goods, a shop, a conversation, or nothing. */
const chatSearch = (s: Record<string, unknown>): ChatSearch => Object.fromEntries(
  (['conversationId', 'orderId', 'goodsId', 'shopId', 'as'] as const).filter((k) => s[k] != null && s[k] !== '').map((k) => [k, String(s[k])]),
);

const questionInfoRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.questionInfo, validateSearch: chatSearch })
  .lazy(lazyScreen(() => import('./pages/customer_service/question_info').then((m) => m.Route)));
const myServiceRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.myService })
  .lazy(lazyScreen(() => import('./pages/customer_service/my_service').then((m) => m.Route)));
const shopServiceRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.shopServiceInbox })
  .lazy(lazyScreen(() => import('./pages/customer_service/shop_service').then((m) => m.Route)));
const companyServiceRoute = createRoute({ getParentRoute: () => authLayout, path: PATHS.companyServiceInbox })
  .lazy(lazyScreen(() => import('./pages/customer_service/company_service').then((m) => m.Route)));

/** Issue 15: customer-service chat, the user's conversations and the shop's and platform's inboxes. */
export const CHAT_AUTH_ROUTES = [questionInfoRoute, myServiceRoute, shopServiceRoute, companyServiceRoute] as const;
