/**
 * File bytes in an S3-compatible bucket (S3_*; issue 16). Objects are named by the same unguessable keys
 * and stay private: the server streams them through GET /files/{key}, so the bucket needs no public access
 * and no presigned link ever leaves the server.
 */
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { StartupError } from '../startup-error';
import type { BlobStore } from './blob-store';

const require = createRequire(import.meta.url);

/** The S3 client is loaded when a bucket is used, not with the module: a server on disk never pays for it. */
export function s3BlobStore(config: S3Config): BlobStore {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = require('@aws-sdk/client-s3') as typeof S3Sdk;
  const statusOf = (err: unknown): number | undefined => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);
  const isNotFound = (err: unknown): boolean =>
    statusOf(err) === 404 || (err instanceof Error && (err.name === 'NoSuchKey' || err.name === 'NotFound'));

  // One client (and its pool of kept-alive connections) for every call.
  // The SDK warns on Node 20 that its releases after January 2027 need Node 22; server/package.json pins
  // a release that supports Node 20 (ARCHITECTURE.md 'Known ground'), so the warning only adds noise.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
    // The SDK's default CRC32 checksums on every request are refused by several S3-compatible servers
    // (older MinIO, Ceph, s3rver): send and check them only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An endpoint that drops packets fails the call (and a start) in seconds, not after the OS's minutes.
    requestHandler: { connectionTimeout: 5_000 },
  });
  const Bucket = config.bucket;
  const where = `S3 bucket ${Bucket} at ${config.endpoint}`;

  return {
    where,

    async write(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.byteLength }));
    },

    async read(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return res.Body as Readable | undefined;
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },

    async size(key) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return res.ContentLength;
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const status = statusOf(err);
        const why =
          status === 404
            ? 'there is no such bucket: create it first, or fix S3_BUCKET'
            : status === 401 || status === 403
              ? 'the server refused S3_ACCESS_KEY / S3_SECRET_KEY for it: check the keys and that they may use this bucket'
              : status === 301 || status === 400
                ? `the server answered ${status}: check S3_REGION, and set S3_FORCE_PATH_STYLE=1 for a self-hosted server`
                : `the server does not answer (${(err as Error).message || (err as Error).name}): check S3_ENDPOINT`;
        throw new StartupError(`Cannot use the ${where}: ${why}.`);
      }
    },

    close() {
      // Ends the kept-alive sockets, so neither this process nor the S3 server waits on them.
      client.destroy();
    },
  };
}
