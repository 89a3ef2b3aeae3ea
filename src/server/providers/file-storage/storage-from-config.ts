import { projectPath } from '../../project-root';
import type { FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk-storage';
import type { S3Location } from './s3-storage';

/** The parts of the app's configuration that say where files are kept (FILE_STORAGE_URL, FILE_STORAGE_DIR). */
export interface FileStorageSettings {
  fileStorageDir?: string;
  fileStorageS3?: S3Location;
}

const storages = new WeakMap<FileStorageSettings, FileStorage>();

/**
 * The app's one file storage: the S3 bucket when one is configured, else the folder on the
 * local disk (var/uploads by default). The case, signing and booking modules each ask for it
 * (a decorator does not cross their plugin scopes), so it is made once per configuration and
 * they share it, and one S3 client with its connections.
 */
export function fileStorageOf(settings: FileStorageSettings): FileStorage {
  let storage = storages.get(settings);
  if (!storage) {
    const location = settings.fileStorageS3;
    storage = location
      ? loadedAtOnce(async () => (await import('./s3-storage')).s3Storage(location))
      : localDiskStorage(settings.fileStorageDir ?? projectPath('var', 'uploads'));
    storages.set(settings, storage);
  }
  return storage;
}

/**
 * A storage whose module is imported only when it is configured: the AWS SDK adds some 20 MB and
 * 80 ms to a server's start, which one on the local disk (`npm start`) has no use for. When it is
 * configured it is imported at once, at start, not inside the first upload.
 */
function loadedAtOnce(load: () => Promise<FileStorage>): FileStorage {
  const loading = load();
  // A failed import is the first use's error, not an unhandled rejection at start.
  loading.catch(() => undefined);
  const storage = () => loading;
  return {
    put: async (key, source) => (await storage()).put(key, source),
    read: async (key) => (await storage()).read(key),
    remove: async (key) => (await storage()).remove(key),
    list: async (prefix) => (await storage()).list(prefix),
    modifiedAt: async (key) => (await storage()).modifiedAt(key),
  };
}
