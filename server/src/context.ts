/** What every service needs: the database, configuration, mail, the clock and the app secret. */
import type { Config } from './config';
import type { Db } from './db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './lib/mailer';

export interface Clock {
  now(): Date;
}

export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  log: FastifyBaseLogger;
}

export const systemClock: Clock = { now: () => new Date() };
