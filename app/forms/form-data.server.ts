/**
 * The one way an action reads its body. A browser posts either kind of form encoding; anything
 * else (JSON, text, XML, a broken multipart body, no content type) is not a form of this
 * portal, and is answered with a 4xx page instead of a crash: 415 for another media type, 400
 * for a body that cannot be read as the form it claims to be.
 */
import { data } from '@remix-run/node'

export const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const

/** What an error boundary reads from a refused body. */
export interface RefusedBody {
  problem: 'body'
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

/** The request's form fields; throws a 415 or 400 response for a body that is not a form. */
export async function readFormData(request: Request): Promise<FormData> {
  const type = mediaType(request)
  if (!(FORM_MEDIA_TYPES as readonly string[]).includes(type)) {
    throw data({ problem: 'body' } satisfies RefusedBody, { status: 415 })
  }
  try {
    return await request.formData()
  } catch {
    throw data({ problem: 'body' } satisfies RefusedBody, { status: 400 })
  }
}
