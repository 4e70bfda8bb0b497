import type { Db } from '@dwa/db/client';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EventBuffer } from '../../../lib/event-buffer.ts';
import type { Lang } from '../../../lib/i18n.ts';
import type { Messenger } from '../../messaging/public.ts';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  env: Env;
  messenger: Messenger;
  /** Analytics events (a seller's sign-in), written off the request path. */
  events: EventBuffer;
}

/** Where a request comes from, for rate limits and the session record. */
export interface RequestMeta {
  ip: string;
  userAgent?: string;
  lang: Lang;
  /** The device cookie, if the browser sent one (sign-in limits, trusted-device.ts). */
  deviceCookie?: string;
}
