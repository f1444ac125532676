import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../lib/answer';
import { type CsvSpec, csvDownload } from './downloads';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a list handler reads of its request: the parsed query and the signed-in actor. */
export type ListRequest<Q> = { query: Q; actor: FastifyRequest['actor'] };

/**
 * A staff list page and its CSV twin (docs/api.md#csv-safety): GET `path` answers
 * `{ success, message: 'ok', ...list(req) }` validated by `response`, and GET `path.csv` streams `rows(req)`
 * as the CSV `csv` describes; both behind `preHandler` and read the same `querystring`, so the file
 * holds the rows the page filters.
 */
export function listWithCsv<Q extends z.ZodType>(
  app: ZodApp,
  o: {
    path: string;
    preHandler: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    querystring: Q;
    response: z.ZodType;
    list: (req: ListRequest<z.infer<Q>>) => Promise<object>;
    csv: CsvSpec;
    rows: (req: ListRequest<z.infer<Q>>) => AsyncIterable<Record<string, unknown>>;
  },
): void {
  app.get(
    o.path,
    { preHandler: o.preHandler, schema: { querystring: o.querystring, response: { 200: o.response } } },
    async (req) => ok(await o.list(req as ListRequest<z.infer<Q>>)),
  );
  app.get(
    `${o.path}.csv`,
    { preHandler: o.preHandler, schema: { querystring: o.querystring } },
    async (req, reply) => csvDownload(reply, o.csv, o.rows(req as ListRequest<z.infer<Q>>)),
  );
}
