import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/** Where the general API limit is counted (decision 181): this process, or Redis (up or down). */
export type LimitsState = 'process' | 'redis up' | 'redis down';

export type SharedLimits = {
  /** The client @fastify/rate-limit's Redis store counts through; null: counted per process. */
  redis: Redis | null;
  state(): LimitsState;
  close(): Promise<void>;
};

/**
 * The Redis connection for the general API limit (decision 181), from REDIS_URL; without it the limit
 * is counted per process. Every command is bounded by `timeoutMs` and none waits for a reconnect (no
 * offline queue), so while Redis is down a request's count fails at once and the limit fails open
 * (rate-limit's skipOnError); the database-counted sign-in, signup, OTP and upload limits keep holding.
 * The state changes are logged once each (warn when down, info when back).
 */
export function sharedLimits(config: Pick<Config, 'redis'>, log: FastifyBaseLogger): SharedLimits {
  if (!config.redis) {
    return { redis: null, state: () => 'process', close: async () => {} };
  }
  const redis = new Redis(config.redis.url, {
    connectTimeout: config.redis.timeoutMs,
    commandTimeout: config.redis.timeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnect at most every 2 s, for ever: Redis coming back needs no restart.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let up = false;
  let warned = false;
  redis.on('ready', () => {
    up = true;
    if (warned) log.info('redis is back: the API limit is shared again');
    warned = false;
  });
  redis.on('error', (err: Error & { code?: string }) => {
    up = false;
    if (!warned) log.warn({ code: err.code }, 'redis unavailable: the API limit fails open');
    warned = true;
  });
  redis.on('end', () => {
    up = false;
  });
  return {
    redis,
    state: () => (up && redis.status === 'ready' ? 'redis up' : 'redis down'),
    async close() {
      redis.disconnect();
    },
  };
}
