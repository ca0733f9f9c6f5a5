// `/set-password-error` is the same screen as `/set-password` (spec 000 §2, checklist R05).
export { action, default, handle, headers, loader, meta } from './set-password'
