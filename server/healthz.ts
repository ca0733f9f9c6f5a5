/**
 * GET /healthz: is the portal up, and can it reach the mutual's API?
 * 200 when the API answers, 503 (with the same body shape) when it does not, so a monitor or a
 * load balancer sees an instance that cannot serve pages.
 */
import type { Request, Response } from 'express'
import { probeUpstream } from '~/upstream/client.server'

export async function healthz(_req: Request, res: Response) {
  const upstream = await probeUpstream()
  res.setHeader('Cache-Control', 'no-store')
  res.status(upstream.reachable ? 200 : 503).json({
    status: upstream.reachable ? 'ok' : 'degraded',
    upstream: { reachable: upstream.reachable, ms: upstream.ms },
  })
}
