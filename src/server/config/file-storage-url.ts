import type { S3Location } from '../providers/file-storage/s3-storage';

// FILE_STORAGE_URL: s3://<bucket>?region=<region>&endpoint=<store>, read by env.ts. The URL
// names where the files go and nothing secret: the credentials are the SDK's own AWS_*
// variables, so they never end up in a URL that is logged or shown.

export const FILE_STORAGE_URL_EXAMPLE = 's3://hemvist-files?region=eu-north-1';

/** A bucket's name as S3 allows it: 3–63 lowercase letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9][a-z0-9-]*$/;
const SETTINGS = new Set(['region', 'endpoint']);

/** The location FILE_STORAGE_URL names (its region may be left to AWS_REGION), or what is wrong with it. */
export function parseFileStorageUrl(value: string): Partial<S3Location> & { bucket: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`must be an s3:// URL, e.g. ${FILE_STORAGE_URL_EXAMPLE}`);
  }
  if (url.protocol !== 's3:') throw new Error(`must be an s3:// URL, e.g. ${FILE_STORAGE_URL_EXAMPLE}`);
  if (url.username || url.password) {
    throw new Error('must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  if (url.port) throw new Error("names a bucket, not a server: give the store's address as ?endpoint=");
  if (!BUCKET_NAME.test(url.hostname)) {
    throw new Error(
      `"${url.hostname}" is not a bucket name (3–63 lowercase letters, digits, dots and hyphens)`,
    );
  }
  if (url.pathname !== '' && url.pathname !== '/') {
    throw new Error('names a bucket only; the files are kept at its root');
  }
  for (const name of url.searchParams.keys()) {
    if (!SETTINGS.has(name)) throw new Error(`knows ?region= and ?endpoint=, not ?${name}=`);
  }
  const region = url.searchParams.get('region') ?? undefined;
  if (region !== undefined && !REGION.test(region))
    throw new Error(`region "${region}" is not like eu-north-1`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !isHttpUrl(endpoint)) {
    throw new Error('endpoint must be an http:// or https:// URL (a store other than AWS)');
  }
  return { bucket: url.hostname, region, endpoint };
}

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
