const rules = new Intl.PluralRules('en-IN');

/**
 * A count with its noun in the right number: plural(1, 'interest') → '1 interest',
 * plural(3, 'interest') → '3 interests', plural(2, 'match', 'matches') → '2 matches' (docs/first-impressions.md#details-members-notice).
 * Numbers use Indian digit grouping ('1,00,000 members'). `other` defaults to `one` + 's'.
 */
export function plural(n: number, one: string, other = `${one}s`): string {
  return `${n.toLocaleString('en-IN')} ${pluralWord(n, one, other)}`;
}

/** Only the noun for `n`: pluralWord(1, 'view') → 'view', pluralWord(0, 'view') → 'views'. */
export function pluralWord(n: number, one: string, other = `${one}s`): string {
  return rules.select(n) === 'one' ? one : other;
}
