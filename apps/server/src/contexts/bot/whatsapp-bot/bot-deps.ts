import type { Db } from '@dwa/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { TaskQueue } from '../../../tasks/task-queue.ts';
import type { Messenger } from '../../messaging/public.ts';
import type { OrdersByMessage } from '../../orders/public.ts';
import type { MediaClient } from './media-client.ts';

/** What the bot's tasks need. */
export interface BotDeps {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  tasks: Pick<TaskQueue, 'enqueue'>;
  messenger: Messenger;
  media: MediaClient;
  /** Buy safely by message (the orders context's services, bound to its dependencies). */
  orders: OrdersByMessage;
  /** The one-time codes' HMAC key (SESSION_SECRET, as the web's codes): the bot sends the code
   * that moves an account to a changed number (number-move.ts). */
  codeSecret: string;
  /** PUBLIC_ORIGIN: links in replies. */
  origin: string;
  /** How long the bot waits after a seller's last photo or caption before it answers with the
   * summary (the photos of one product arrive as separate messages). */
  summaryDelaySeconds: number;
}
