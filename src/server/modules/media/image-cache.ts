import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Rendered pictures are expensive (tens of milliseconds to a second each) and small, so they
// are kept: in memory up to a byte budget, least recently used out first; and, when a cache
// folder is given, on disk so a restart does not render everything again. Concurrent asks
// for the same picture share one render.

export interface ImageCacheOptions {
  maxBytes: number;
  /** Folder of the disk cache; none keeps pictures in memory only. */
  directory?: string;
  /** Disk problems never fail a request; they are reported here. */
  onDiskError?: (error: unknown) => void;
}

export class ImageCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly options: ImageCacheOptions) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The cached picture of `key`, or the result of `render`, stored for next time. */
  async getOrRender(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached) {
      // Re-insert: a Map keeps insertion order, so the first entry is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const work = this.load(key, render).finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private async load(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const fromDisk = await this.readDisk(key);
    const image = fromDisk ?? (await render());
    this.remember(key, image);
    if (!fromDisk) await this.writeDisk(key, image);
    return image;
  }

  private remember(key: string, image: Buffer): void {
    if (image.length > this.options.maxBytes) return;
    this.entries.set(key, image);
    this.bytes += image.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }

  private filePath(key: string): string | undefined {
    if (!this.options.directory) return undefined;
    // Keys are built from validated parts; anything else would not be a safe file name.
    if (!/^[\w.-]+(\/[\w.-]+)*$/.test(key) || key.includes('..')) return undefined;
    return path.join(this.options.directory, `${key}.webp`);
  }

  private async readDisk(key: string): Promise<Buffer | undefined> {
    const file = this.filePath(key);
    if (!file) return undefined;
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.options.onDiskError?.(error);
      return undefined;
    }
  }

  private async writeDisk(key: string, image: Buffer): Promise<void> {
    const file = this.filePath(key);
    if (!file) return;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, image);
      await rename(temporary, file);
    } catch (error) {
      this.options.onDiskError?.(error);
    }
  }
}
