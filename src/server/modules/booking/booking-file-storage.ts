import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../providers/file-storage/file-storage';
import { fileStorageOf } from '../../providers/file-storage/storage-from-config';

// The file storage the signed agreements live in: the case module's own (whose decorator is
// scoped to that module), so a PDF the signing service stored is read here.
export function bookingFileStorage(app: FastifyInstance): FileStorage {
  return fileStorageOf(app.config);
}
