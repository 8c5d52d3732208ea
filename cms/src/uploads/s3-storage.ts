import { requireEnv } from "../utils/require-env";

/** An S3-compatible bucket that holds the uploads, as the S3_* variables describe it. */
export interface S3Storage {
  bucket: string;
  region: string;
  /** The S3 API as the cms reaches it (MinIO, Scaleway, R2...); AWS's own when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the objects (a CDN, a proxy); the bucket's own address when absent. */
  publicUrl?: string;
}

type Environment = Record<string, string | undefined>;

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, "");

/** The bucket when S3_BUCKET is set, with its keys required; null keeps uploads on the cms's disk. */
export function s3Storage(env: Environment = process.env): S3Storage | null {
  const bucket = env.S3_BUCKET;
  if (!bucket) return null;
  return {
    bucket,
    region: env.S3_REGION || "us-east-1",
    endpoint: env.S3_ENDPOINT ? withoutTrailingSlash(env.S3_ENDPOINT) : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    accessKeyId: requireEnv("S3_ACCESS_KEY_ID"),
    secretAccessKey: requireEnv("S3_SECRET_ACCESS_KEY"),
    publicUrl: env.S3_PUBLIC_URL ? withoutTrailingSlash(env.S3_PUBLIC_URL) : undefined,
  };
}

/** The address of the bucket's objects on its S3 endpoint (path-style or virtual-hosted, as configured). */
export function bucketUrl(storage: S3Storage): string {
  if (!storage.endpoint) return `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`;
  if (storage.forcePathStyle) return `${storage.endpoint}/${storage.bucket}`;
  const endpoint = new URL(storage.endpoint);
  return `${endpoint.protocol}//${storage.bucket}.${endpoint.host}`;
}

/** The address before each object's key in the files' `url`. */
export const publicBaseUrl = (storage: S3Storage): string => storage.publicUrl ?? bucketUrl(storage);

/**
 * Options of Strapi's S3 provider. No ACL is sent: buckets made since 2023 refuse
 * them, and MinIO has none; public reading is the bucket policy's business.
 * Checksums only when required: the SDK's default trailing checksums are not
 * understood by every S3-compatible server.
 */
export function s3ProviderOptions(storage: S3Storage) {
  return {
    baseUrl: publicBaseUrl(storage),
    s3Options: {
      credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
      region: storage.region,
      ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
      forcePathStyle: storage.forcePathStyle,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      params: { Bucket: storage.bucket, ACL: undefined },
    },
  };
}
