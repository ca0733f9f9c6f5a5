/**
 * The `intent` of a check-only submit: with JavaScript a field is checked by the server when it is
 * left (a fetcher POST to the step's own action), which answers without saving or moving on. It
 * changes nothing any loader read, so neither the step nor the root loads its data again after it
 * (their `shouldRevalidate`).
 */
export const CHECK_INTENT = 'validar'

/** Whether a submission is a check-only submit (for `shouldRevalidate`). */
export const isCheckOnly = (formData: FormData | undefined) => formData?.get('intent') === CHECK_INTENT
