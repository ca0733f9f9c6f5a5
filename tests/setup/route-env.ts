/**
 * Points the portal's configuration at the test sandbox before any module reads it (in the
 * "unit" project, at an address where none runs: tests/setup/projects.ts).
 * Short upstream budgets keep the "too slow" tests fast.
 */
import { threadId } from 'node:worker_threads'
import { inject } from 'vitest'

process.env.UPSTREAM_API_URL = inject('sandboxUrl')
// Unit test files run in parallel worker threads of one process: each thread gets its own folder.
process.env.DATA_DIR = `${inject('dataDir')}/portal-${process.pid}-${threadId}`
process.env.UPSTREAM_TIMEOUT_MS = '1000'
// Longer than a page's, as in production: the money calls' tests slow a call past it.
process.env.UPSTREAM_PAYMENT_TIMEOUT_MS = '1500'
// The portal's clock says what the sandbox's says (app/utils/clock.server.ts reads it from this process's start).
process.env.TEST_CLOCK_START = new Date(performance.timeOrigin + inject('clockOffsetMs')).toISOString()
process.env.NODE_ENV = 'test'
process.env.LOG_LEVEL = 'error'
// Tests change the sandbox's content and faults between cases: no shared copy may hide that.
process.env.PUBLIC_CONTENT_CACHE_MS = '0'
process.env.AVAILABILITY_CACHE_MS = '0'
