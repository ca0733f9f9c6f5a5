/** Joins the truthy class names, so optional modifiers read as `cx('a', cond && 'a--b')`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
