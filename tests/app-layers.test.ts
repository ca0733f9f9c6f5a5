import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appUpwardImports, projectPaths, upwardImports } from './app-boundary'

// The rule, layer by layer, is LAYERS' comment in app-boundary.ts.
const at = (file: string) => path.join(projectPaths.APP_DIR, file)

describe('imports only point down', () => {
  it('holds for every file of app/domain/, app/upstream/ and the foundation', () => {
    expect(appUpwardImports()).toEqual([])
  })

  it.each([
    ['upstream/cobranzas.server.ts', "import type { PaymentKindInfo } from '~/payments/payment-kinds'"],
    ['upstream/client.server.ts', "import { requireUser } from '~/auth/guards.server'"],
    ['upstream/client.server.ts', "import { now } from '~/utils/clock.server'"],
    ['upstream/client.server.ts', "const { readDraft } = await import('../wizards/wizard.server')"],
    ['domain/appointments.ts', "import type { AdminReservation } from '~/upstream/appointments.server'"],
    ['domain/money.ts', "export { formatMoney } from '../payments/debt-view'"],
    ['domain/ci.ts', "import { getEnv } from '~/config/env.server'"],
    ['utils/logger.server.ts', "import { getEnv } from '~/config/env.server'\nimport { x } from '~/upstream/client.server'"],
    ['config/env.server.ts', "import { logger } from '../auth/session.server'"],
  ])('catches, in %s, %s', (file, source) => {
    expect(upwardImports(at(file), source)).toHaveLength(1)
  })

  it('lets each layer import itself, the layers below it, packages and tests', () => {
    expect(upwardImports(at('upstream/agenda-admin.server.ts'), [
      "import { z } from 'zod'",
      "import { IdSchema } from './ids'",
      "import type { Branch } from '~/domain/admin-booking'",
      "import { getEnv } from '~/config/env.server'",
      "import { logger } from '~/utils/logger.server'",
      "import { requestScope } from '../utils/request-scope.server'",
      "import { clearFaults } from '../../tests/sandbox-control'",
    ].join('\n'))).toEqual([])
    expect(upwardImports(at('domain/admin-booking.ts'), "import { agendaErrors } from '~/copy/errors/agenda'\nimport { x } from './dates'")).toEqual([])
  })

  it('leaves tests free to put layers together', () => {
    expect(upwardImports(at('domain/passwords.test.ts'), "import { readUpstreamError } from '~/upstream/errors'")).toEqual([])
  })

  it('leaves the layers above free to import any below', () => {
    expect(upwardImports(at('payments/online-payment.server.ts'), "import { requireUser } from '~/auth/guards.server'")).toEqual([])
  })
})
