import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import type { MediaS3Config } from '../config';
import { assertKey, streamToFile, type ObjectStore } from './object-store';

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/**
 * The object store on an S3-compatible server (MEDIA_S3_*). The host streams objects to clients itself, so media
 * URLs stay the same whichever store holds them. Checksums only when required: with the SDK's default a streamed
 * body is stored with aws-chunked framing by some S3-compatible servers (STACK-NOTES).
 */
export function createS3Store(config: MediaS3Config): ObjectStore & { client: S3Client } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertKey(key);
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
    return answer.Body as Readable;
  }

  return {
    client,
    async put(key, body, contentType) {
      assertKey(key);
      const [Body, ContentLength] = Buffer.isBuffer(body)
        ? [body, body.length]
        : [createReadStream(body.file), (await stat(body.file)).size];
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body, ContentLength, ContentType: contentType }));
    },
    async size(key) {
      assertKey(key);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    read,
    async download(key, file) {
      await streamToFile(await read(key), file);
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeMedia(id) {
      assertKey(`${id}/original`);
      const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${id}/` }));
      for (const object of listed.Contents ?? []) {
        if (object.Key) await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
      }
    },
  };
}
