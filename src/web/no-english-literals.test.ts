import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * English and Kannada (docs/i18n.md) guard (decision 074): every text a member, promoter or visitor sees comes from the catalogues,
 * so no page or component file may hold a user-visible English literal in JSX: a text child
 * (`<Button>Save</Button>`) or a string given to a prop people read or hear (label, title, placeholder,
 * aria-label, helperText, alt...). Punctuation, digits and single letters are not words and pass.
 */
const webDir = path.dirname(fileURLToPath(import.meta.url));
const READ_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-valuetext',
  'helperText',
  'alt',
  'subtitle',
  'primary',
  'secondary',
  'confirmLabel',
  'explain',
  // MUI's built-in words (decision 129): Autocomplete, pagination, dialogs
  'openText',
  'closeText',
  'clearText',
  'noOptionsText',
  'loadingText',
  'labelRowsPerPage',
  // Decision 151: pagers' functions and react-toastify's names (a function's returned text counts)
  'labelDisplayedRows',
  'getItemAriaLabel',
  'ariaLabel',
  'aria-description',
  'aria-roledescription',
]);
/** react-toastify's calls whose first argument is the text people read: `toast.success('Saved')` (decision 151). */
const TOAST_CALLS = /^toast(\.(success|error|info|warn|warning|loading))?$/;
/**
 * Object-literal keys that hold a text people read (decision 129): `{ label: 'Paid', color: ... }` tables
 * that a component renders are literals too.
 */
const LABEL_KEYS = new Set([
  'label',
  'title',
  'help',
  'helperText',
  'placeholder',
  'text',
  'description',
  'subtitle',
]);
/** A catalogue key given to `t()` later (`nav.home`, `dashboard`): not a text. */
const CATALOGUE_KEY = /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;
/** Two letters in a row: a word (a lone 'x' or '×', '·', '—' or '+91' is not). */
const WORD = /[A-Za-z]{2,}/;

/**
 * The short allow-list: brand names are the same in every language (the card marks of the payment
 * badges). Every file, the staff pages too, takes its words from the catalogues (decision 059).
 */
const BRAND_NAMES = new Set([
  'VISA',
  'Visa',
  'AMEX',
  'American Express',
  'Mastercard',
  'PayPal',
  'Pay',
  'Pal',
  'Facebook',
  'Twitter',
  'LinkedIn',
  'YouTube',
  'WhatsApp',
]);

function tsxFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) tsxFiles(p, out);
    else if (e.name.endsWith('.tsx')) out.push(p);
  }
  return out;
}

/** The English literals of a TSX source's JSX, as 'line: text'. */
function literalsIn(source: string): string[] {
  const sf = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const t = text.trim().replace(/\s+/g, ' ');
    if (WORD.test(t) && !BRAND_NAMES.has(t)) {
      found.push(`${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${t}`);
    }
  };
  // A string, a template's own words (`Photo of ${name}`) or either branch of a condition.
  // `keys`: catalogue keys pass (an object's label given to t() later).
  const reportText = (e: ts.Node | undefined, keys = false) => {
    if (!e) return;
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
      if (!(keys && CATALOGUE_KEY.test(e.text))) report(e, e.text);
    } else if (ts.isTemplateExpression(e))
      report(e, [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' '));
    else if (ts.isConditionalExpression(e)) {
      reportText(e.whenTrue, keys);
      reportText(e.whenFalse, keys);
    } else if (ts.isParenthesizedExpression(e)) reportText(e.expression, keys);
    else if (ts.isArrowFunction(e) && !ts.isBlock(e.body)) reportText(e.body, keys);
    else if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
      reportText(e.right, keys);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.getText());
    else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      // A child expression: a string, a template's own words or a condition's branches
      // (`{open ? 'All caught up' : `No ${status} photos`}`).
      reportText(node.expression);
    } else if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      reportText(ts.isJsxExpression(init) ? init.expression : init);
    } else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      LABEL_KEYS.has(node.name.text)
    ) {
      reportText(node.initializer, true);
    } else if (ts.isCallExpression(node) && TOAST_CALLS.test(node.expression.getText())) {
      reportText(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const englishLiterals = (file: string) => literalsIn(readFileSync(file, 'utf8'));

describe('no English literal in JSX (docs/i18n.md)', () => {
  const files = tsxFiles(webDir).map((f) => path.relative(webDir, f).split(path.sep).join('/'));

  it('member, promoter, visitor and staff pages take every visible word from the catalogues', () => {
    const offenders = files.flatMap((f) => englishLiterals(path.join(webDir, f)).map((l) => `${f}:${l}`));
    expect(offenders).toEqual([]);
  });

  it('finds text children and read props, and lets catalogue texts, symbols and brand names pass', () => {
    const source = [
      'const a = <Button title="Save it">Hello there</Button>;',
      "const b = <Chip label={'Shortlisted'} aria-label={`Open photo`} />;",
      "const c = <Typography>{'Any'} · {t('x')} × 2 <b>{name}</b></Typography>;",
      'const d = <TextField label={t(\'y\')} placeholder="+91" name="first_name" />;',
      'const e = <span aria-label="Visa">VISA</span>;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template
      'const f = <img alt={x ? `${name} (on request)` : `Photo of ${name}`} />;',
      "const g = { paid: { label: 'Paid', color: 'success' } }; const h = { label: t('z') };",
      '<Autocomplete openText="Open" closeText={t(\'close\')} />;',
      "<TablePagination labelDisplayedRows={() => 'Rows'} getItemAriaLabel={(x) => t(x)} />;",
      "toast.success('Saved'); toast.error(err.message ?? 'Failed'); toast(t('ok'));",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds templates
      "const i = <Typography>{open ? 'All caught up' : `No ${status} photos`}{a ? '' : ` ${t('b')}`}</Typography>;",
    ].join('\n');
    expect(literalsIn(source)).toEqual([
      '1: Save it',
      '1: Hello there',
      '2: Shortlisted',
      '2: Open photo',
      '3: Any',
      '6: (on request)',
      '6: Photo of',
      '7: Paid',
      '8: Open',
      '9: Rows',
      '10: Saved',
      '10: Failed',
      '11: All caught up',
      '11: No photos',
    ]);
  });
});
