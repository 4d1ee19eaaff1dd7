import type { Adapter, AdapterPayload } from 'oidc-provider';

const store = new Map<string, { payload: AdapterPayload; expiresAt: number | null }>();

/**
 * The development provider's state (sessions, codes, grants) in this process's memory: it only ever
 * serves sign-in for local development and tests, where losing it on restart just means signing in again.
 */
export class DevOidcMemoryAdapter implements Adapter {
  constructor(private readonly model: string) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  private read(key: string) {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt < Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
    store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null });
    if (payload.grantId) {
      const grantKey = `grant:${payload.grantId}`;
      const ids = (this.read(grantKey)?.ids as string[] | undefined) ?? [];
      store.set(grantKey, { payload: { ids: [...ids, this.key(id)] }, expiresAt: null });
    }
    if (payload.uid) store.set(`uid:${this.model}:${payload.uid}`, { payload: { id }, expiresAt: null });
    if (payload.userCode) store.set(`userCode:${payload.userCode}`, { payload: { id }, expiresAt: null });
  }

  async find(id: string) {
    return this.read(this.key(id));
  }

  async findByUid(uid: string) {
    const ref = this.read(`uid:${this.model}:${uid}`);
    return ref ? this.find(ref.id as string) : undefined;
  }

  async findByUserCode(userCode: string) {
    const ref = this.read(`userCode:${userCode}`);
    return ref ? this.find(ref.id as string) : undefined;
  }

  async consume(id: string) {
    const payload = this.read(this.key(id));
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string) {
    store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string) {
    const grantKey = `grant:${grantId}`;
    for (const key of (this.read(grantKey)?.ids as string[] | undefined) ?? []) store.delete(key);
    store.delete(grantKey);
  }
}
