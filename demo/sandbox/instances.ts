// The sandbox's mutable state, one set for each instance: the default one (unprefixed paths) and one for every
// `/i/<name>/…` prefix, created on first use. The data itself is shared and never changes.
import { dayNumberOf, isoDate } from './dates.ts';

export const DEFAULT_RATE_LIMIT = 120;
export const AUTH_TOKEN_SECONDS = 300;
const MAX_INSTANCES = 200;
const MAX_TOKENS = 5_000;

export interface Fault {
  latencyMs: number;
  status?: number;
  code?: string;
  retryAfter?: number;
  malformed: boolean;
  drop: boolean;
  remaining: number;
  path?: string;
  /** Only requests for this administration (their `X-Admin-Id`): one administration of several fails. */
  adminId?: string;
}

export interface Session {
  userId: string;
  revoked: boolean;
}

export class Instance {
  offsetMs = 0;
  faults: Fault[] = [];
  rateLimit: number;
  /** Times (ms on this instance's clock) of each subject's accepted requests in the last minute. */
  private windows = new Map<string, number[]>();
  /** Auth token → who it is for and when it expires (ms on this instance's clock). */
  authTokens = new Map<string, { userId: string; expiresAt: number }>();
  /** Refresh token → session. */
  sessions = new Map<string, Session>();

  constructor(
    readonly name: string,
    private readonly baseNow: () => number,
    readonly defaultRateLimit: number,
  ) {
    this.rateLimit = defaultRateLimit;
  }

  now(): number {
    return this.baseNow() + this.offsetMs;
  }

  today(): string {
    return isoDate(dayNumberOf(this.now()));
  }

  clock(): { today: string; now: string; offset_seconds: number } {
    return { today: this.today(), now: new Date(this.now()).toISOString(), offset_seconds: this.offsetMs / 1000 };
  }

  setRateLimit(perMinute: number): void {
    this.rateLimit = perMinute;
    this.windows.clear();
  }

  /**
   * Counts one request of `subject`; answers the seconds to wait when it is over the limit, else 0. A sliding
   * minute, not a fixed one: no 60 seconds ever hold more than the limit (a fixed window lets twice as many through
   * across its edge). Refused requests are not counted, so a client that waits `Retry-After` gets through.
   */
  hit(subject: string): number {
    if (this.rateLimit <= 0) return 0;
    const now = this.now();
    const recent = (this.windows.get(subject) ?? []).filter((time) => time > now - 60_000 && time <= now);
    this.windows.set(subject, recent);
    if (recent.length < this.rateLimit) {
      recent.push(now);
      return 0;
    }
    const oldest = recent[recent.length - this.rateLimit];
    return Math.max(1, Math.ceil((oldest + 60_000 - now) / 1000));
  }

  /** Takes the first queued fault that matches `path` (and `adminId`, when the fault names one), counting it down. */
  takeFault(path: string, isServicePath: boolean, adminId?: string): Fault | undefined {
    const index = this.faults.findIndex(
      (fault) =>
        (fault.path === undefined ? isServicePath : path.includes(fault.path)) &&
        (fault.adminId === undefined || fault.adminId === adminId),
    );
    if (index < 0) return undefined;
    const fault = this.faults[index];
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return fault;
  }

  addAuthToken(token: string, userId: string): void {
    bound(this.authTokens);
    this.authTokens.set(token, { userId, expiresAt: this.now() + AUTH_TOKEN_SECONDS * 1000 });
  }

  addSession(refreshToken: string, userId: string): void {
    bound(this.sessions);
    this.sessions.set(refreshToken, { userId, revoked: false });
  }
}

function bound(map: Map<string, unknown>): void {
  while (map.size >= MAX_TOKENS) map.delete(map.keys().next().value!);
}

/** The default instance plus at most 200 named ones, the least recently used dropped first. */
export class Instances {
  readonly default: Instance;
  private named = new Map<string, Instance>();

  constructor(
    private readonly baseNow: () => number,
    private readonly rateLimit: number,
  ) {
    this.default = new Instance('', baseNow, rateLimit);
  }

  get(name: string | undefined): Instance {
    if (name === undefined) return this.default;
    let instance = this.named.get(name);
    if (instance) {
      this.named.delete(name);
    } else {
      instance = new Instance(name, this.baseNow, this.rateLimit);
      if (this.named.size >= MAX_INSTANCES) this.named.delete(this.named.keys().next().value!);
    }
    this.named.set(name, instance);
    return instance;
  }
}
