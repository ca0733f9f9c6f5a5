// The member area's home (`/mi-{product}`, mapped in remix.config.js) is the home page.
export { default, loader, meta } from './_index'
