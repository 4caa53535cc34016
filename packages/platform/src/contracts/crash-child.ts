// Run by crash.test.ts in a process of its own: opens PGlite in the folder it is given, sets up a running Contract,
// prints what the parent needs, then records the Contract. With `freeze` it stops dead inside the recording
// transaction, right after the first ledger row is written, so the parent can kill it at that moment.
import { openPlatform } from '../context.js';
import { memoryLogger } from '../log.js';
import { memoryMailer } from '../mail/mailer.js';
import { openTable, runningContract } from './fixtures.js';
import { finishContract } from './finish.js';

interface PgliteTx {
  query(text: string, ...rest: unknown[]): Promise<unknown>;
}
interface PgliteClient {
  transaction<T>(run: (tx: PgliteTx) => Promise<T>): Promise<T>;
}

/** Makes the next transaction that writes a ledger row hang (synchronously, so nothing after it runs) once it has. */
function freezeAfterFirstLedgerRow(client: PgliteClient): void {
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      const query = tx.query.bind(tx);
      tx.query = async (text, ...rest) => {
        const answer = await query(text, ...rest);
        if (/^\s*insert into "?ledger_entries/i.test(text)) {
          process.stdout.write('frozen\n');
          for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
        }
        return answer;
      };
      return run(tx);
    });
}

const [dataDir, mode] = process.argv.slice(2);
const p = await openPlatform({ dataDir, log: memoryLogger(), mailer: memoryMailer() });
const table = await openTable(p);
const ann = await table.seat('ann');
const bram = await table.seat('bram');
const contractId = await runningContract(table, [ann, bram]);
const outcomes = [
  { contractorId: ann.contractorId, outcome: 'victory', commission: true },
  { contractorId: bram.contractorId, outcome: 'death' },
];
process.stdout.write(
  `ready ${JSON.stringify({ gm: table.gm, contractId, outcomes, gmImprovementContractorId: table.gmContractor })}\n`,
);
if (mode === 'freeze') freezeAfterFirstLedgerRow((p.db as unknown as { $client: PgliteClient }).$client);
const finished = await finishContract(p, table.gm, contractId, {
  outcomes,
  gmImprovementContractorId: table.gmContractor,
});
process.stdout.write(`finished ${String(finished.ok)}\n`);
await p.close();
