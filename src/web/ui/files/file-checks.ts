import {
  ALLOWED_FILE_TYPES,
  FILE_ERROR_KEYS,
  MAX_FILE_BYTES,
  MAX_FILES_PER_CASE,
  MAX_TOTAL_FILE_BYTES,
} from '../../../shared/cases/case-constants';

// flows §5, §9: which of the files a user picks join the report (or the errand being changed),
// and why the others do not.
// The browser's declared type is a first check for a quick answer; the server decides by content.

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface Refusal {
  name: string;
  /** A file error key of flows §8. */
  reason: (typeof FILE_ERROR_KEYS)[keyof typeof FILE_ERROR_KEYS];
}

/** Extensions whose declared type some systems leave empty (a .mov or .docx from a phone). */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function declaredType(file: FileLike): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

export const ACCEPTED_FILES = [
  ...ALLOWED_FILE_TYPES,
  '.jpg',
  '.jpeg',
  '.png',
  '.pdf',
  '.mp4',
  '.mov',
  '.docx',
].join(',');

/**
 * The files kept after adding `added` to `current`, and one refusal per file left out. Files
 * already attached to the errand (an errand being changed) count towards the limits too.
 */
export function addFiles<T extends FileLike>(
  current: readonly T[],
  added: readonly T[],
  attached: readonly Pick<FileLike, 'size'>[] = [],
): { files: T[]; refused: Refusal[] } {
  const files = [...current];
  const refused: Refusal[] = [];
  let total = [...attached, ...files].reduce((sum, file) => sum + file.size, 0);
  for (const file of added) {
    let reason: Refusal['reason'] | undefined;
    if (!(ALLOWED_FILE_TYPES as readonly string[]).includes(declaredType(file)))
      reason = FILE_ERROR_KEYS.unsupportedType;
    else if (file.size > MAX_FILE_BYTES) reason = FILE_ERROR_KEYS.fileSize;
    else if (attached.length + files.length >= MAX_FILES_PER_CASE) reason = FILE_ERROR_KEYS.tooMany;
    else if (total + file.size > MAX_TOTAL_FILE_BYTES) reason = FILE_ERROR_KEYS.totalSize;
    if (reason) {
      refused.push({ name: file.name, reason });
      continue;
    }
    files.push(file);
    total += file.size;
  }
  return { files, refused };
}

/**
 * Each file's share of an upload's progress: the body carries the files in order after the
 * fields, so a file is done once the bytes sent pass its end. Answers a percentage per file.
 */
export function perFileProgress(sizes: readonly number[], loaded: number, total: number): number[] {
  const filesBytes = sizes.reduce((sum, size) => sum + size, 0);
  // What precedes the files (fields and part headers) is the rest of the body, before them.
  let start = Math.max(0, total - filesBytes);
  return sizes.map((size) => {
    const sent = Math.min(Math.max(loaded - start, 0), size);
    start += size;
    return size === 0 ? (loaded >= start ? 100 : 0) : Math.round((sent / size) * 100);
  });
}
