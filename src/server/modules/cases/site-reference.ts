import { findSiteBySiteId, SITES } from '../../../shared/sites/sites';
import { HttpError } from '../../http-error';

/** A site named by its key or its id. */
export function siteOfRef(ref: string) {
  const byId = findSiteBySiteId(ref);
  if (byId) return byId;
  if (Object.hasOwn(SITES, ref)) return SITES[ref as keyof typeof SITES];
  throw new HttpError('UNKNOWN_SITE_ID', `No site is named ${ref}.`);
}
