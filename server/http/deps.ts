import type { ServerConfig } from '../config';
import type { Database, Db } from '../db/open';
import type { SmsProvider } from '../services/assist/sms-provider';

/** What handlers may use; tests pass their own clock and SMS provider. */
export interface AppDeps {
  database: Database;
  config: ServerConfig;
  sms: SmsProvider;
  now: () => number;
  /** Validate every answer against its contract schema (tests and dev). */
  checkResponses: boolean;
}

export type { Db };
