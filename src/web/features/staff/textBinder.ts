/** The keys of a form whose values are text. */
type TextKey<F> = { [K in keyof F]-?: F[K] extends string | undefined ? K : never }[keyof F];

/**
 * Binds text fields to a form kept in React state (the plan editor, the notice compose form): `bind(k)`
 * gives the field's `value` (the form's text at `k`) and an `onChange` that writes the typed text back
 * through `set`, which merges a patch into the form.
 */
export function textBinder<F>(v: F, set: (patch: Partial<F>) => void) {
  return <K extends TextKey<F>>(k: K) => ({
    value: v[k],
    onChange: (e: { target: { value: string } }) => set({ [k]: e.target.value } as Partial<F>),
  });
}
