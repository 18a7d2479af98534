/**
 * A real S3-compatible server for tests (s3rver from npm, ARCHITECTURE.md 'Known ground'), on a loopback
 * port chosen by the OS, keeping its objects in a private temporary folder.
 *
 * Two ways a test can hang on it. (1) s3rver answers from the test's own process: a spawnSync of a
 * command that talks to it blocks the event loop s3rver needs, and both wait forever (use spawn).
 * (2) s3rver's close() is http.Server#close(), which waits for every connection that is still busy. A GetObject whose body nobody reads keeps its connection busy (s3rver is still
 * writing a body larger than the socket buffers), so close() never returns unless the S3 client that
 * made it is destroyed (the store's close(), S3Client#destroy()). close() below also cuts whatever is
 * left, so a forgotten client hangs nothing; mark()/closedSince() let a test prove that the store lets go
 * of its own connections.
 */
import fs from 'node:fs';
import type http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';

// As the store does (lib/storage/s3.ts): the SDK's notice about Node 22 is known.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface TestS3 {
  /** The bucket as the configuration holds it. */
  config: S3Config;
  /** The S3_* settings that name the bucket. */
  env: NodeJS.ProcessEnv;
  /** An SDK client of our own, to look into the bucket without the store under test; destroy() it. */
  client(): S3Client;
  /** A mark for openSince/closedSince: connections opened after it are counted. */
  mark(): number;
  /** How many connections opened after `mark` are still open. */
  openSince(mark: number): number;
  /** Resolves once every connection opened after `mark` has closed. */
  closedSince(mark: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts s3rver with one empty bucket (more can be made through the API). */
export async function startTestS3(bucket = 'aralin-test'): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const httpServer = (server as unknown as { httpServer: http.Server }).httpServer;
  // Every connection by the order it was opened in, while it is open.
  const open = new Map<net.Socket, number>();
  let opened = 0;
  let waiting: { mark: number; resolve: () => void }[] = [];
  const openSince = (mark: number) => [...open.values()].filter((n) => n > mark).length;
  httpServer.on('connection', (socket) => {
    open.set(socket, ++opened);
    socket.once('close', () => {
      open.delete(socket);
      waiting = waiting.filter((w) => (openSince(w.mark) === 0 ? (w.resolve(), false) : true));
    });
  });
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed credentials.
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY: config.accessKey,
      S3_SECRET_KEY: config.secretKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    client: () =>
      new S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secretKey },
      }),
    mark: () => opened,
    openSince,
    closedSince: (mark) => (openSince(mark) === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ mark, resolve }))),
    async close() {
      const closed = server.close();
      httpServer.closeAllConnections();
      await closed;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
