import { ui } from '~/copy/shell'
import { VisuallyHidden } from './visually-hidden'

/** A field's error message (GOV.UK): "Error:" read out before it, the id for aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field__error">
      <VisuallyHidden>{ui.errorTitlePrefix}</VisuallyHidden>
      {message}
    </p>
  )
}
