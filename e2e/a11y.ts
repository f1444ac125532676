/**
 * Accessibility checks for the end-to-end flows (WCAG 2.2 AA; docs/accessibility.md).
 *
 *   await expectAccessible(page, 'login dialog');   // axe on what the page shows now; throws on
 *                                                  // serious or critical violations, listed readably
 *
 * harness.ts calls it for you: after every `page.goto()` and `page.waitForURL()` (once per path and
 * page), inside `shot()` (at 375 and 1280 px) and when `signIn()` has opened the login dialog. Call it
 * yourself after opening a dialog, a drawer or a menu that no shot() covers.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The axe rule tags checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/** Violations of these impacts fail a flow; moderate and minor ones are only counted in the log. */
export const FAILING_IMPACTS = ['serious', 'critical'] as const;

/**
 * Known exceptions: axe rules switched off for the whole app, with the reason (docs/accessibility.md
 * "Known exceptions"). Keep this list short and explained.
 */
export const DISABLED_RULES: readonly string[] = [];

/**
 * axe rules marked experimental (off unless asked for) that every check runs too: a control whose
 * visible text is not part of its name (WCAG 2.5.3 Label in Name), e.g. MUI Badge's hidden "0" on a
 * bell named "Notifications" (decision 124).
 */
export const EXTRA_RULES: readonly string[] = ['label-content-name-mismatch'];

/**
 * Per page: paths checked automatically, the path waiting for its deferred check (set by waitForURL),
 * every path the page showed (main-frame navigations, pushState included) and every path axe checked.
 */
type A11yState = {
  autoChecked: Set<string>;
  pending: string | null;
  visited: Set<string>;
  checked: Set<string>;
  checks: string[];
};
const states = new WeakMap<Page, A11yState>();

function stateOf(page: Page): A11yState {
  let s = states.get(page);
  if (!s) {
    s = { autoChecked: new Set(), pending: null, visited: new Set(), checked: new Set(), checks: [] };
    states.set(page, s);
  }
  return s;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The names of the checks run on `page` so far (e.g. 'auto /about', 'login dialog'). */
export function a11yChecks(page: Page): readonly string[] {
  return stateOf(page).checks;
}

/** Paths `page` showed that axe never checked (e.g. a redirect hop, or a page left by a click). */
export function uncheckedPaths(page: Page): string[] {
  const s = stateOf(page);
  return [...s.visited].filter((p) => !s.checked.has(p));
}

/**
 * Waits (at most ~5 s, then checks anyway) until the app has painted something, no progress
 * indicator or `aria-busy` region (skeletons) is showing and no CSS animation or transition runs
 * (a dialog fading in would otherwise be measured half transparent).
 */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        if (!root || root.childElementCount === 0) return false;
        const busy = [...document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')].some(
          (el) => (el as HTMLElement).offsetParent !== null,
        );
        const moving = document.getAnimations().some((a) => a.playState === 'running');
        return !busy && !moving;
      },
      undefined,
      { timeout: 5000, polling: 100 },
    )
    .catch(() => {});
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One violation as a few readable lines: impact, rule, help, and up to five offending elements. */
function describe(v: AxeViolation): string {
  const lines = [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl.replace(/\?.*$/, '')})`];
  for (const node of v.nodes.slice(0, 5)) {
    const summary = (node.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim();
    lines.push(`      at ${node.target.join(' ')}`);
    lines.push(`         ${node.html.replace(/\s+/g, ' ').slice(0, 160)}`);
    if (summary) lines.push(`         ${summary.slice(0, 240)}`);
  }
  if (v.nodes.length > 5) lines.push(`      … and ${v.nodes.length - 5} more`);
  return lines.join('\n');
}

/**
 * Runs axe (WCAG 2.x A/AA, AXE_TAGS) on what `page` shows now, after settle(); throws an Error listing
 * every serious or critical violation (rule, help link, elements). `name` says in the message which
 * page or state was checked. `opts.exclude`: CSS selectors left out of this one check (say why at the
 * call).
 */
export async function expectAccessible(
  page: Page,
  name: string,
  opts: { exclude?: string[] } = {},
): Promise<void> {
  await settle(page);
  // options() first: withTags() adds `runOnly` to the same options; a rule named in `rules` runs (or not)
  // whatever its tags.
  const rules = Object.fromEntries([
    ...EXTRA_RULES.map((r) => [r, { enabled: true }]),
    ...DISABLED_RULES.map((r) => [r, { enabled: false }]),
  ]);
  let builder = new AxeBuilder({ page }).options({ rules }).withTags([...AXE_TAGS]);
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const width = page.viewportSize()?.width;
  const path = pathOf(page);
  const where = `${name} (${path}, ${width} px)`;
  const state = stateOf(page);
  state.checks.push(name);
  state.checked.add(path);
  if (state.pending === path) state.pending = null;
  const failing = results.violations.filter((v) =>
    (FAILING_IMPACTS as readonly string[]).includes(v.impact ?? ''),
  );
  const other = results.violations.length - failing.length;
  if (process.env.A11Y_VERBOSE === '1' && results.violations.length) {
    console.log(`axe: ${where}\n${results.violations.map(describe).join('\n')}`);
  }
  // Accessibility (docs/accessibility.md), decision 060/073: every check fails on a serious or critical finding. A11Y_SOFT=1 only
  // prints them (a developer's aid to see all of a flow's findings in one run); CI=true ignores it.
  const soft = process.env.A11Y_SOFT === '1' && process.env.CI !== 'true';
  if (failing.length && soft) {
    console.log(`A11Y FAIL ${where}\n${failing.map(describe).join('\n')}`);
  } else if (failing.length) {
    throw new Error(
      `Accessibility: ${failing.length} serious or critical axe violation(s) on ${where}` +
        `${other ? ` (and ${other} moderate/minor)` : ''}:\n${failing.map(describe).join('\n')}`,
    );
  }
}

/**
 * The automatic check: expectAccessible() once per path on this page (a path is checked again when a
 * test asks explicitly or takes a shot()).
 */
export async function autoCheck(page: Page): Promise<void> {
  if (process.env.A11Y_AUTO === '0') return;
  const path = pathOf(page);
  const s = stateOf(page);
  if (s.pending === path) s.pending = null;
  if (s.autoChecked.has(path)) return;
  s.autoChecked.add(path);
  await expectAccessible(page, `auto ${path}`);
}

/** Runs the check deferred by waitForURL() if the page still shows that path. */
async function flushPending(page: Page): Promise<void> {
  const s = stateOf(page);
  if (s.pending && s.pending === pathOf(page)) await autoCheck(page);
  s.pending = null;
}

/**
 * Makes every page a flow visits checked without the flow asking:
 * - `page.goto()` checks the page it leaves (if a waitForURL() check is pending) and the page it loads;
 * - `page.waitForURL()` marks the reached path; it is checked at the next goto(), shot(),
 *   expectAccessible() or when the page's context closes, if the page still shows it. (Not at once: the
 *   flow usually looks for a 5-second toast next, and axe takes a few seconds on a busy machine.)
 * - `page.context().close()` runs the pending check and prints the paths axe never saw.
 */
export function checkOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  const state = stateOf(page);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) state.visited.add(new URL(frame.url()).pathname);
  });
  page.goto = async (...args: Parameters<Page['goto']>) => {
    await flushPending(page);
    const response = await goto(...args);
    await autoCheck(page);
    return response;
  };
  page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
    await waitForURL(...args);
    const path = pathOf(page);
    if (!state.autoChecked.has(path)) state.pending = path;
  };
  const context = page.context();
  const close = context.close.bind(context);
  context.close = async (...args: Parameters<typeof context.close>) => {
    if (!page.isClosed()) await flushPending(page);
    const missed = uncheckedPaths(page).filter((p) => p !== 'blank');
    if (missed.length && process.env.A11Y_VERBOSE === '1') {
      console.log(
        `axe did not check: ${missed.join(', ')} (add expectAccessible() where the flow shows them)`,
      );
    }
    await close(...args);
  };
}
