// What the rider routes work with. Who the rider is comes from the rider audience scope
// (access/audiences.ts: actorId), always the session's, never the URL's.
import type { Db } from '@dwa/db/client';
import type { Clock } from '../../../lib/clock.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';

export type RiderDeps = { db: Db; clock: Clock; storage: ObjectStorage };
