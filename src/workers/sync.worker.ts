import '../contract/browser-zod';
import * as Comlink from 'comlink';
import { createWorkerApi } from './sync-worker-api';

const api = createWorkerApi();
api.openStoreEarly();
self.addEventListener('online', () => void api.setOnline(true));
self.addEventListener('offline', () => void api.setOnline(false));
Comlink.expose(api);
