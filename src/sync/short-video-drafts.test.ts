import { expect, it } from 'vitest';
import type { FormDraftDoc } from '../db/collections/drafts';
import { shortVideoPublish } from './short-video-drafts';

const draft = (cover: { key: string; ms: number } | null): FormDraftDoc<'shortVideo'> => ({
  id: 'u1|sv1', draftId: 'sv1', userId: 'u1', form: 'shortVideo', mode: 'new', base: {}, outboxId: '', updatedAt: 1,
  fields: { title: '开箱', goodsIds: [], cover },
  media: [{ key: 'k2', slot: 'video', status: 'done', progress: 100, url: '', mediaId: 'a'.repeat(32), error: '' }],
});

it('sends the chosen cover time only when it was chosen from the video the draft now holds', () => {
  expect(shortVideoPublish(draft({ key: 'k2', ms: 1400 }))).toMatchObject({ ok: true, args: { videoId: 'sv1', coverMs: 1400 } });
  const replaced = shortVideoPublish(draft({ key: 'k1', ms: 1400 }));
  expect(replaced.ok && 'coverMs' in replaced.args).toBe(false);
  const none = shortVideoPublish(draft(null));
  expect(none.ok && 'coverMs' in none.args).toBe(false);
});
