// biome-ignore lint/style/noRestrictedImports: the one place that wraps the library's resolver
import { zodResolver as baseZodResolver } from '@hookform/resolvers/zod';
import { translateMsg } from '../i18n';

/** Replaces every `message` in a react-hook-form error tree by its translation (in place). */
function translateErrors(node: unknown, seen = new Set<unknown>()): void {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref') continue; // a DOM element, not an error
    if (key === 'message' && typeof value === 'string') record.message = translateMsg(value);
    else translateErrors(value, seen);
  }
}

/**
 * `zodResolver` of @hookform/resolvers whose field messages arrive in the language shown (docs/i18n.md):
 * the shared schemas write the English `MSG` texts, and this passes each through `translateMsg()`.
 * Every form imports it from here instead of '@hookform/resolvers/zod'.
 */
export const zodResolver: typeof baseZodResolver = ((...args: Parameters<typeof baseZodResolver>) => {
  const resolve = (baseZodResolver as (...a: unknown[]) => ReturnType<typeof baseZodResolver>)(...args);
  return async (...call: Parameters<typeof resolve>) => {
    const result = await resolve(...call);
    translateErrors(result.errors);
    return result;
  };
}) as typeof baseZodResolver;
