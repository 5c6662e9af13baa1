import {
  companyRead, companySend, companyServiceDetail, companyServiceList, getQuestionServerUser, serviceDetailInfo, shopRead, shopSend,
  shopServiceDetail, shopServiceList, uploadChatImg, uploadChatVideo, userCommentService, userConversations, userRead, userSend,
} from '../../../../src/contract/service/chat';
import { mediaUrl } from '../../../../src/domain/media-kinds';
import type { Auth } from '../../../auth/guard';
import { bind, type Binding } from '../../../http/bind-call';
import { conversationFor, detailOf, findOrOpen, inboxOf } from './conversations';
import { markRead, ownChatMedia, rateService, sendMessage, type Who } from './messages';

const who = (auth: Auth): Who => ({ userId: auth.userId!, shopId: auth.shopId });

/**
 * Issue 15: customer-service chat on the live channel. The user side answers only the caller's own conversations,
 * the shop side only the shop of the presented shop token, the company side only platform conversations.
 */
export const chatBindings: Binding[] = [
  bind(getQuestionServerUser, async ({ input, auth, db, deps }) => detailOf(db, await findOrOpen(db, auth.userId!, input, deps.now()))),
  bind(serviceDetailInfo, async ({ input, auth, db }) => detailOf(db, await conversationFor(db, input.conversationId, 'user', who(auth)))),
  bind(shopServiceDetail, async ({ input, auth, db }) => detailOf(db, await conversationFor(db, input.conversationId, 'shop', who(auth)))),
  bind(companyServiceDetail, async ({ input, auth, db }) => detailOf(db, await conversationFor(db, input.conversationId, 'company', who(auth)))),
  bind(userConversations, async ({ input, auth, db }) => inboxOf(db, 'user', auth.userId!, input)),
  bind(shopServiceList, async ({ input, auth, db }) => inboxOf(db, 'shop', auth.shopId!, input)),
  bind(companyServiceList, async ({ input, db }) => inboxOf(db, 'company', '', input)),
  bind(userSend, async ({ input, auth, db, deps }) => sendMessage(db, 'user', who(auth), input, deps.now())),
  bind(shopSend, async ({ input, auth, db, deps }) => sendMessage(db, 'shop', who(auth), input, deps.now())),
  bind(companySend, async ({ input, auth, db, deps }) => sendMessage(db, 'company', who(auth), input, deps.now())),
  bind(userRead, async ({ input, auth, db, deps }) => markRead(db, 'user', who(auth), input.conversationId, input.seq, deps.now())),
  bind(shopRead, async ({ input, auth, db, deps }) => markRead(db, 'shop', who(auth), input.conversationId, input.seq, deps.now())),
  bind(companyRead, async ({ input, auth, db, deps }) => markRead(db, 'company', who(auth), input.conversationId, input.seq, deps.now())),
  bind(userCommentService, async ({ input, auth, db, deps }) => rateService(db, who(auth), input, deps.now())),
  bind(uploadChatImg, async ({ input, auth, db }) => {
    const row = await ownChatMedia(db, auth.userId!, input.mediaId, 'chat-image');
    return { url: mediaUrl(row.id, 'detail.webp'), width: row.width, height: row.height };
  }),
  bind(uploadChatVideo, async ({ input, auth, db }) => {
    const row = await ownChatMedia(db, auth.userId!, input.mediaId, 'chat-video');
    return { url: mediaUrl(row.id, 'video.mp4'), poster: mediaUrl(row.id, 'poster.webp'), ready: row.status === 'READY' };
  }),
];
