import { expect, it } from 'vitest';
import { MUTATIONS } from '../sync/mutations';
import { MUTATION_NAMES } from './sync-names';

it('names every queued change the sync status page can list, in Chinese', () => {
  const unnamed = Object.keys(MUTATIONS).filter((name) => !MUTATION_NAMES[name]);
  expect(unnamed).toEqual([]);
});
