// npm run ledger:check: reconciles the ledger of the configured database (DATABASE_URL, or the PGlite in DATA_DIR).
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/open';
import { reconcileLedger } from '../server/ledger/reconcile';

const database = await openDatabase(readConfig());
try {
  const result = await reconcileLedger(database.db);
  console.log(`ledger: ${result.transactions} transactions, ${result.accounts} accounts`);
  for (const problem of result.problems) console.log(`  ✗ ${problem}`);
  console.log(result.ok ? 'ledger: reconciled, no difference' : `ledger: ${result.problems.length} problem(s)`);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
