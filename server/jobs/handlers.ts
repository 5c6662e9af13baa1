import { EXPIRE_WITHDRAWAL_JOB, expireWithdrawal } from '../services/withdraw/withdrawals';
import type { JobHandler } from './queue';

/** Every kind of timed job the hosts run; a new kind adds one line here. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [EXPIRE_WITHDRAWAL_JOB]: expireWithdrawal,
};
