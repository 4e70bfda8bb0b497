// What the rider routes work with, and who the rider is: always the session's, never the URL's.
import type { Db } from '@dwa/db/client';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../../access/session-context.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';

export type RiderDeps = { db: Db; clock: Clock; storage: ObjectStorage };

export const riderIdOf = (request: FastifyRequest) => requireUser(request, 'rider').userId;
