/**
 * WCAG 2.5.5: whether the visible targets a locator finds are whole tap targets, at least 44 px tall (app/styles/app.css,
 * `--target-size`), for the tap-target spec and the journeys whose own links are checked where they are drawn.
 */
import type { Locator } from '@playwright/test'
import { expect } from './fixtures'

const TARGET_SIZE = 44

/** The visible ones among `targets` that are shorter than a tap target, as "text: height". */
function shortTargets(targets: Locator) {
  return targets.evaluateAll(
    (elements, minimum) =>
      elements
        .map((element) => ({ text: element.textContent?.trim(), box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < minimum)
        .map(({ text, box }) => `${text}: ${box.height} px`),
    TARGET_SIZE,
  )
}

export async function expectTapTargets(targets: Locator) {
  await expect(targets.first()).toBeVisible()
  expect(await shortTargets(targets)).toEqual([])
}

