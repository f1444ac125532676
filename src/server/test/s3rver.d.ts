/** The part of s3rver (an S3-protocol server for tests, decision 180) the test setup uses; it ships no types. */
declare module 's3rver' {
  import type { Server } from 'node:http';
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      resetOnClose?: boolean;
      allowMismatchedSignatures?: boolean;
      vhostBuckets?: boolean;
      configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
  }
}
