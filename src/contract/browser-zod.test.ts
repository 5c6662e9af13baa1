import { expect, it } from 'vitest';

it('configures zod without its compiled fast path, before zod is loaded', async () => {
  await import('./browser-zod');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
