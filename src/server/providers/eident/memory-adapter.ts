import type { Adapter, AdapterPayload } from 'oidc-provider';

// The simulator's storage: one process, in memory, entries dropped when they expire. The
// simulator stands in for an external broker, so it does not need to survive restarts or
// be shared between instances (the portal's own state lives in identity_sessions).

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

const stores = new Map<string, Map<string, Entry>>();

export class MemoryAdapter implements Adapter {
  private readonly store: Map<string, Entry>;

  constructor(name: string) {
    const existing = stores.get(name);
    this.store = existing ?? new Map();
    if (!existing) stores.set(name, this.store);
  }

  private live(id: string): Entry | undefined {
    const entry = this.store.get(id);
    if (entry && entry.expiresAt <= Date.now()) {
      this.store.delete(id);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, entry] of this.store) if (entry.expiresAt <= now) this.store.delete(id);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    if (this.store.size > 1000) this.sweep();
    this.store.set(id, { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.live(id)?.payload;
  }

  async findByUserCode(): Promise<AdapterPayload | undefined> {
    return undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    for (const [id] of this.store) {
      const entry = this.live(id);
      if (entry?.payload.uid === uid) return entry.payload;
    }
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const entry = this.live(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.store) if (entry.payload.grantId === grantId) this.store.delete(id);
  }
}
