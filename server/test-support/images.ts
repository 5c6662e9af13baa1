import { finishedRecord, testPng, tusClient } from './media';
import type { TestApp } from './test-app';

/** A picture the user uploaded through the media service, as the URL forms that take pictures send (its detail). */
export async function uploadedImage(t: TestApp, token: string, kind = 'comment-image'): Promise<string> {
  const record = finishedRecord(await tusClient(t, token).upload(await testPng(8, 8), { kind, filename: 'photo.png' }));
  if (!record.urls.detail) throw new Error(`no detail variant: ${JSON.stringify(record)}`);
  return record.urls.detail;
}
