import type { FastifyInstance } from 'fastify';
import { projectPath } from '../../project-root';
import type { FileStorage } from '../../providers/file-storage/file-storage';
import { localDiskStorage } from '../../providers/file-storage/local-disk-storage';

// The file storage the signed agreements live in: the same root as the case module's (whose
// decorator is scoped to that module), so a PDF the signing service stored is read here.
const storages = new WeakMap<object, FileStorage>();

export function bookingFileStorage(app: FastifyInstance): FileStorage {
  let storage = storages.get(app.config);
  if (!storage) {
    storage = localDiskStorage(app.config.fileStorageDir ?? projectPath('var', 'uploads'));
    storages.set(app.config, storage);
  }
  return storage;
}
