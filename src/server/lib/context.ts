import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

/** What every service needs: the database, the configuration and the mailer. */
export type AppContext = {
  database: Database;
  db: Database['db'];
  config: Config;
  mailer: Mailer;
};
