/**
 * Redirect targets an attacker would try, shared by the unit table and the route tests. Each
 * must end on home. Built from the outside probe's finds (`/.//evil.example` resolving to
 * `//evil.example`) and the usual open-redirect list: dot segments plain and encoded,
 * backslashes, control characters a browser strips, schemes, very long values.
 */
export const HOSTILE_REDIRECTS: string[] = [
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/././/evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/%2e%2e/%2e%2e//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\tevil',
  'https://evil.example/x',
  'HTTPS://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' /mis-datos',
  'mis-datos',
  '%2f%2fevil.example',
  '\u2215\u2215evil.example',
  '\uff0f\uff0fevil.example',
  `/${'a'.repeat(3000)}`,
  '',
]

/** Same-origin targets that stay, with the path the browser is sent to. */
export const PORTAL_REDIRECTS: [string, string][] = [
  ['/mis-datos', '/mis-datos'],
  ['/mi-mutual/pagos-pendientes?x=1#y', '/mi-mutual/pagos-pendientes?x=1#y'],
  ['/nueva-contraseña', '/nueva-contrase%C3%B1a'],
  ['/a/../agenda', '/agenda'],
  ['/./agenda', '/agenda'],
  ['/..', '/'],
  // Encoded slashes and backslashes stay encoded: the browser reads a path of this portal.
  ['/%2f%2fevil.example', '/%2f%2fevil.example'],
  ['/%5cevil.example', '/%5cevil.example'],
  ['/%5c%5cevil.example', '/%5c%5cevil.example'],
  ['/@evil.example', '/@evil.example'],
  ['/agenda?next=//evil.example', '/agenda?next=//evil.example'],
  ['/\uff0f\uff0fevil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
]
