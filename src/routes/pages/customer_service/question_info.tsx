import { createLazyRoute } from '@tanstack/react-router';
import { ChatScreen } from '../../chat/chat-screen';
import { PATHS } from '../../paths';

/**
 * spec §2 customer_service/question_info: the user opens it with ?orderId= / ?goodsId= / ?shopId= (or none: the
 * platform answers) or ?conversationId=; the shop owner and the administrator open it from their inbox with ?as=.
 */
function QuestionInfoScreen() {
  const search = Route.useSearch();
  const side = search.as === 'shop' || search.as === 'company' ? search.as : 'user';
  return <ChatScreen key={JSON.stringify(search)} side={side} target={search} />;
}

export const Route = createLazyRoute(`/auth${PATHS.questionInfo}` as const)({ component: QuestionInfoScreen });
