import { EXPIRE_WITHDRAWAL_JOB, expireWithdrawal } from '../services/wallet/withdraw/withdrawals';
import { CLOSE_ACCOUNT_JOB, closeAccount } from '../services/account/deactivation';
import type { JobHandler } from './queue';
import { END_STOPPED_JOB, endStoppedShow } from '../services/social/live-room/rooms';
import { countLikes, countViewers, LIVE_LIKES_JOB, LIVE_VIEWERS_JOB } from '../services/social/live-room/room-counts';
import { runTradeTimeoutJob, TRADE_TIMEOUT_JOB } from '../services/kinds/collectibles/trades';
import { runSpellExpireJob, SPELL_EXPIRE_JOB } from '../services/kinds/spell/rounds';
import { EXPIRE_GROUP_JOB, RELEASE_SEAT_JOB, releaseSeatJob } from '../services/kinds/group-buy/seats';
import { expireGroup } from '../services/kinds/group-buy/lifecycle';
import { closeLot, forfeitUnpaid } from '../services/kinds/auction/close';
import { ORDER_PAY_DEADLINE_JOB, runPayDeadlineJob } from '../services/orders/order/auto-cancel';
import { GOODS_PINYIN_HANDLERS, GOODS_PINYIN_JOB, GOODS_PINYIN_MORE_JOB } from '../services/catalogue/search/pinyin-fill';
import { MEDIA_SWEEP_JOB } from '../media';
import { JOBS_SWEEP_JOB, jobsSweepHandler } from './sweep';
import { RATE_LIMITS_SWEEP_JOB, rateLimitsSweepHandler } from '../http/call-limit';
import { COUPON_EXPIRE_JOB, expireCoupon } from '../services/orders/coupons/claim';

/**
 * Every kind of timed job the hosts run; a new kind adds one line here. (The media sweep's handler needs the
 * process's media service, so buildApp adds it: app.jobHandlers; README.md beside this file.)
 */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [ORDER_PAY_DEADLINE_JOB]: runPayDeadlineJob,
  [EXPIRE_WITHDRAWAL_JOB]: expireWithdrawal,
  [CLOSE_ACCOUNT_JOB]: closeAccount,
  [SPELL_EXPIRE_JOB]: runSpellExpireJob,
  [EXPIRE_GROUP_JOB]: expireGroup,
  [RELEASE_SEAT_JOB]: releaseSeatJob,
  'auction.close': (db, payload, now) => closeLot(db, payload, now),
  'auction.payDeadline': (db, payload, now) => forfeitUnpaid(db, payload, now),
  [TRADE_TIMEOUT_JOB]: runTradeTimeoutJob,
  [END_STOPPED_JOB]: endStoppedShow,
  [LIVE_LIKES_JOB]: countLikes,
  [LIVE_VIEWERS_JOB]: countViewers,
  [COUPON_EXPIRE_JOB]: expireCoupon,
  ...GOODS_PINYIN_HANDLERS,
  [RATE_LIMITS_SWEEP_JOB.kind]: rateLimitsSweepHandler,
  [JOBS_SWEEP_JOB.kind]: jobsSweepHandler([MEDIA_SWEEP_JOB.kind, GOODS_PINYIN_JOB.kind, GOODS_PINYIN_MORE_JOB, LIVE_LIKES_JOB, LIVE_VIEWERS_JOB, RATE_LIMITS_SWEEP_JOB.kind]),
};
