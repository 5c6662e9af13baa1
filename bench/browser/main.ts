// The bench page: the product's store in one worker, plain Dexie in another, both reached from the bench over comlink.
import * as Comlink from 'comlink';
import type { BenchWindow, PlainBench, StoreBench } from './protocol';

const store = Comlink.wrap<StoreBench>(new Worker(new URL('./store.worker.ts', import.meta.url), { type: 'module', name: 'starq-sync' }));
const plain = Comlink.wrap<PlainBench>(new Worker(new URL('./plain.worker.ts', import.meta.url), { type: 'module', name: 'plain-dexie' }));
(window as unknown as BenchWindow).__bench = { store, plain };
document.body.dataset.ready = 'true';
