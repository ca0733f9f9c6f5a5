// The benchmark's reference: a minimal Remix app (one route, no data, no session) built with the
// portal's compiler options and served with the portal's HTTP stack (scripts/bench/reference-server.ts).
import portal from '../../../remix.config.js'

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: 'app',
  assetsBuildDirectory: 'public/build',
  publicPath: portal.publicPath,
  serverBuildPath: 'build/index.js',
  serverModuleFormat: portal.serverModuleFormat,
  serverPlatform: portal.serverPlatform,
  future: portal.future,
}
