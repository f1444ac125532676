import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.dirname(new URL(import.meta.url).pathname);

/** Every .ts/.tsx file under src/web, relative to it. */
function sources(dir = WEB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * Details members notice (docs/first-impressions.md#details-members-notice): one date picker everywhere (src/web/components/DateField.tsx, MUI X DatePicker under the
 * Indian locale), never the browser's en-US date input.
 */
describe('one date field in the web app (docs/first-impressions.md#details-members-notice)', () => {
  it('no <input type="date"> or TextField type="date" anywhere; dates go through DateField', () => {
    // JSX `type="date"` / `type={'date'}`, or `type: 'date'` inside input props (htmlInput, inputProps).
    const dateInput = /type=\{?\s*["'`]date["'`]|(?:htmlInput|inputProps)\W[^}]*type:\s*["'`]date["'`]/;
    const offenders = sources()
      .filter((f) => dateInput.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(WEB, f));
    expect(offenders).toEqual([]);
    expect(sources().some((f) => f.endsWith(path.join('components', 'DateField.tsx')))).toBe(true);
  });
});
