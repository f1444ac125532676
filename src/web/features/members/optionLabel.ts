/**
 * The label of a stored option value (marital status, caste, education...) in the shown language
 * (issue #9: stored values stay language-neutral codes, only labels are translated).
 *
 * Placeholder until the `options` namespace and its label helper land (task F1): it returns the stored
 * value, which is today's English label. Swap its body for the shared helper, e.g.
 * `t(\`options.${list}.${value}\`)`, so every member page follows.
 */
export function optionLabel(_list: string, value: string | null | undefined): string {
  return value ?? '';
}
