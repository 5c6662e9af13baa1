// The bench page: the product's store in one worker, plain Dexie in another, both reached from the bench over comlink;
// the draft figure's main-thread side starts the app's own sync worker when it runs.
import * as Comlink from 'comlink';
import { createDraftBench } from './draft-bench';
import type { BenchWindow, PlainBench, StoreBench } from './protocol';

const store = Comlink.wrap<StoreBench>(new Worker(new URL('./store.worker.ts', import.meta.url), { type: 'module', name: 'starq-sync' }));
const plain = Comlink.wrap<PlainBench>(new Worker(new URL('./plain.worker.ts', import.meta.url), { type: 'module', name: 'plain-dexie' }));
(window as unknown as BenchWindow).__bench = { store, plain, drafts: createDraftBench(plain) };
document.body.dataset.ready = 'true';
