import { createLazyRoute } from '@tanstack/react-router';
import { ChatScreen } from '../../chat/chat-screen';
import { PATHS } from '../../paths';

// The screen lives in src/routes/chat/chat-screen.tsx (ChatScreen); this file binds it to the spec's path.
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
