/**
 * Prints, at the end of a browser run, the time each project took (the sum of its tests) and the
 * 15 slowest tests: the list that says where the suite's minutes go as the journeys are added.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const SLOWEST = 15

export default class SlowestReporter implements Reporter {
  private readonly runs: { name: string; project: string; ms: number }[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return
    const project = test.parent.project()?.name ?? ''
    this.runs.push({ name: `${test.location.file.split('/').pop()}: ${test.title}`, project, ms: result.duration })
  }

  onEnd(_result: FullResult) {
    if (this.runs.length === 0) return
    const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`
    const perProject = new Map<string, { tests: number; ms: number }>()
    for (const run of this.runs) {
      const total = perProject.get(run.project) ?? { tests: 0, ms: 0 }
      perProject.set(run.project, { tests: total.tests + 1, ms: total.ms + run.ms })
    }
    console.log('\nTime per project (sum of its tests):')
    for (const [project, total] of perProject) console.log(`  ${project}: ${total.tests} tests, ${minutes(total.ms)}`)
    console.log(`\nThe ${SLOWEST} slowest tests:`)
    for (const run of this.runs.toSorted((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
      console.log(`  ${(run.ms / 1000).toFixed(1).padStart(6)} s  [${run.project}] ${run.name}`)
    }
  }
}
