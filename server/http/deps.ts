import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/open';
import type { SmsProvider } from '../services/account/phone-codes/sms-provider';
import type { CallDef } from '../../src/contract/define-call';
import type { Executor } from './bind-call';

/** What handlers may use; tests pass their own clock and SMS provider. */
export interface AppDeps {
  database: Database;
  config: ServerConfig;
  sms: SmsProvider;
  now: () => number;
  /** Validate every answer against its contract schema (tests and dev). */
  checkResponses: boolean;
  /** Filled by buildApp: every bound call's executor by call name, for the replay batch. */
  executors?: Map<string, { call: CallDef; execute: Executor }>;
}

export type { Db };
