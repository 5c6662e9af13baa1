import { mediaInfo } from '../../src/contract/platform/media';
import { MEDIA_MESSAGES as M } from '../../src/domain/media-kinds';
import { AppError } from '../http/app-error';
import { CODES } from '../../src/contract/codes';
import { bind, type Binding } from '../http/bind-call';
import { findMedia, mediaRecord } from './media-repository';

export const mediaBindings: Binding[] = [
  // Another user's id answers exactly as an unknown one: an id never tells that it exists.
  bind(mediaInfo, async ({ input, auth, db }) => {
    const row = await findMedia(db, input.id);
    if (!row || row.userId !== auth.userId) throw new AppError(CODES.notFound, M.notFound);
    return mediaRecord(row);
  }),
];
