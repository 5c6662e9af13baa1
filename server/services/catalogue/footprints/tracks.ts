import { buyTrack, trackAdd, trackFind } from '../../../../src/contract/catalogue/my-lists';
import { bind, type Binding } from '../../../http/bind-call';
import { listTracks, readTrack, recordTracks } from './tracks-repository';

/** spec §7 Browse tracking: user-track add, find, getbuytrack. */
export const trackBindings: Binding[] = [
  bind(trackAdd, async ({ input, auth, db, deps }) => {
    await recordTracks(db, auth.userId!, 'browse', [input.goodsId], deps.now());
    return readTrack(db, auth.userId!, 'browse', input.goodsId);
  }),
  bind(trackFind, async ({ input, auth, db }) => listTracks(db, auth.userId!, 'browse', input.pageNum, input.pageSize)),
  bind(buyTrack, async ({ input, auth, db }) => listTracks(db, auth.userId!, 'buy', input.pageNum, input.pageSize)),
];
