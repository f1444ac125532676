import type { TestApp } from './app';

/** The part of a route's OpenAPI schema the API-wide tests read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
};
export type Route = { method: string; url: string; body?: JsonSchema; query?: Record<string, JsonSchema> };

/**
 * Every registered route of the running app as method and path (Fastify's route tree; HEAD left out),
 * `:param` segments as registered.
 */
export function registeredRoutes(t: TestApp): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  // printRoutes draws a tree: a child line holds the rest of its parent's path, 4 columns further in.
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = Math.floor((at - 1) / 4);
    const [, seg = '', methods = ''] = line.slice(at + 3).match(/^(\S*)(?: \(([A-Z, ]+)\))?/) ?? [];
    const url = (stack[depth - 1] ?? '') + seg;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of methods ? methods.split(', ') : []) if (method !== 'HEAD') out.push({ method, url });
  }
  return out;
}

/**
 * Every /api route of the running app (registeredRoutes), with the body and query schemas its OpenAPI
 * description gives. The docs page and the signed media files (checked in photo tests) aside.
 */
export function routeTable(t: TestApp): Route[] {
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        }
      >
    >;
  };
  return registeredRoutes(t)
    .filter(({ url }) => url.startsWith('/api/') && url !== '/api/docs')
    .map(({ method, url }) => {
      const op = doc.paths[url.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()];
      const query = Object.fromEntries(
        (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
      );
      return { method, url, body: op?.requestBody?.content?.['application/json']?.schema, query };
    });
}
