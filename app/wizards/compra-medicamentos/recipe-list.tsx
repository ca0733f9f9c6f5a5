/**
 * One affiliate's recipes on `agregar-medicamentos` (C71, BR56, A24, A45): each recipe with its medicines; an ERROR
 * recipe says `No disponible para entrega` with its message behind `Ver detalles` (a native <details>, so it opens
 * without JavaScript) and, for the call centre, a reload (E92); an ALERT one only its status text; a SINSTOCK one
 * `Sin stock` with its details, its medicines going to the pending list. Everything shown is worked out by the
 * loader (prices formatted, limits applied); the list only lays it out.
 */
import { Form, Link } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { medicinePurchase } from '~/copy/medicine-purchase'
import type { Availability } from '~/domain/purchase-recipes'
import { QuantityStepper, type StepperView } from './quantity-stepper'

const copy = medicinePurchase['agregar-medicamentos']

export interface MedicineView extends StepperView {
  /** `$186.00`: BR58's price of one ticket. */
  pricePerTicket: string
  /** What the chosen quantity costs now (BR58, BR59), or null when none is chosen or it is left pending. */
  lineTotal: string | null
  /** A24: the item's own alert text. */
  alert: string | null
  /** A45: `ver-indicaciones?afiliado=…&receta=…&farmaco=…`. */
  indicationsPath: string
}

export interface RecipeView {
  id: number
  heading: string
  doctor: string | null
  availability: Availability
  /** ERROR, ALERT or SINSTOCK: the recipe's status line (`No disponible para entrega`, its text, `Sin stock`). */
  status: 'error' | 'alert' | 'no-stock' | null
  statusMessage: string | null
  /** Call-centre mode and ERROR: the E92 reload button. */
  reloadable: boolean
  medicines: MedicineView[]
}

export function RecipeList({ recipes, action }: { recipes: RecipeView[]; action: string }) {
  return (
    <ul className="reservation-list recipe-list">
      {recipes.map((recipe) => (
        <li key={recipe.id} className="card stack" aria-labelledby={`receta-${recipe.id}`}>
          <h2 id={`receta-${recipe.id}`} className="card__title">
            {recipe.heading}
          </h2>
          {recipe.doctor ? <p>{copy.doctor(recipe.doctor)}</p> : null}
          <RecipeStatus recipe={recipe} action={action} />
          <ul className="stack recipe-list__medicines">
            {recipe.medicines.map((medicine) => (
              <li key={medicine.key} className="recipe-list__medicine stack">
                <h3>{medicine.name}</h3>
                <p>{copy.pricePerTicket(medicine.pricePerTicket)}</p>
                {medicine.alert ? <p className="recipe-list__alert">{medicine.alert}</p> : null}
                <Link to={medicine.indicationsPath}>{copy.seeIndications}</Link>
                {recipe.availability === 'disabled' ? null : (
                  <>
                    <QuantityStepper action={action} medicine={medicine} />
                    {recipe.availability === 'pending' && medicine.quantity > 0 ? <p>{copy.pendingLine}</p> : null}
                    {medicine.lineTotal ? <p>{copy.lineTotal(medicine.lineTotal)}</p> : null}
                  </>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

function RecipeStatus({ recipe, action }: { recipe: RecipeView; action: string }) {
  if (recipe.status === 'alert') return recipe.statusMessage ? <p className="recipe-list__status">{recipe.statusMessage}</p> : null
  if (recipe.status !== 'error' && recipe.status !== 'no-stock') return null
  return (
    <div className="stack">
      <p className="recipe-list__status">
        <strong>{recipe.status === 'error' ? copy.notAvailable : copy.noStock}</strong>
      </p>
      {recipe.statusMessage ? (
        <details>
          <summary>{copy.seeDetails}</summary>
          <p>{recipe.statusMessage}</p>
        </details>
      ) : null}
      {recipe.reloadable ? (
        <Form method="post" action={action} preventScrollReset>
          <input type="hidden" name="receta" value={recipe.id} />
          <SubmitButton name="intent" value="recargar" variant="secondary">
            {copy.reload}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  )
}
