/**
 * The medicine catalogue of flow A's suggestions (E79): generic names with their strengths and forms, as a pharmacy
 * lists them ("Enalapril 10 mg comprimidos"). Built from a short table rather than typed out one by one, so the
 * sandbox has a few hundred names to search.
 */

type Generic = [name: string, strengths: readonly string[], forms: readonly string[]]

const COMP = 'comprimidos'
const CAPS = 'cápsulas'

const GENERICS: readonly Generic[] = [
  ['Acetilcisteína', ['200 mg', '600 mg'], ['sobres', 'comprimidos efervescentes']],
  ['Aciclovir', ['200 mg', '400 mg', '800 mg'], [COMP]],
  ['Ácido acetilsalicílico', ['100 mg', '500 mg'], [COMP]],
  ['Ácido fólico', ['1 mg', '5 mg'], [COMP]],
  ['Alprazolam', ['0,25 mg', '0,5 mg', '1 mg'], [COMP]],
  ['Amiodarona', ['200 mg'], [COMP]],
  ['Amlodipina', ['5 mg', '10 mg'], [COMP]],
  ['Amoxicilina', ['250 mg/5 ml', '500 mg', '875 mg'], [CAPS, COMP, 'suspensión oral']],
  ['Amoxicilina + ácido clavulánico', ['500/125 mg', '875/125 mg'], [COMP]],
  ['Atenolol', ['25 mg', '50 mg', '100 mg'], [COMP]],
  ['Atorvastatina', ['10 mg', '20 mg', '40 mg', '80 mg'], [COMP]],
  ['Azitromicina', ['500 mg'], [COMP]],
  ['Betametasona', ['0,5 mg', '0,1 %'], [COMP, 'crema']],
  ['Bisoprolol', ['2,5 mg', '5 mg', '10 mg'], [COMP]],
  ['Budesonida', ['200 mcg'], ['inhalador']],
  ['Captopril', ['25 mg', '50 mg'], [COMP]],
  ['Carbamazepina', ['200 mg', '400 mg'], [COMP]],
  ['Carvedilol', ['6,25 mg', '12,5 mg', '25 mg'], [COMP]],
  ['Cefalexina', ['500 mg'], [CAPS]],
  ['Cetirizina', ['10 mg'], [COMP]],
  ['Ciprofloxacina', ['250 mg', '500 mg'], [COMP]],
  ['Claritromicina', ['250 mg', '500 mg'], [COMP]],
  ['Clonazepam', ['0,5 mg', '2 mg'], [COMP]],
  ['Clopidogrel', ['75 mg'], [COMP]],
  ['Dexametasona', ['4 mg', '8 mg'], [COMP, 'ampollas']],
  ['Diclofenac', ['50 mg', '75 mg'], [COMP, 'ampollas']],
  ['Digoxina', ['0,25 mg'], [COMP]],
  ['Domperidona', ['10 mg'], [COMP]],
  ['Enalapril', ['5 mg', '10 mg', '20 mg'], [COMP]],
  ['Escitalopram', ['10 mg', '20 mg'], [COMP]],
  ['Espironolactona', ['25 mg', '100 mg'], [COMP]],
  ['Fluoxetina', ['20 mg'], [CAPS, COMP]],
  ['Furosemida', ['40 mg'], [COMP, 'ampollas']],
  ['Gabapentina', ['300 mg', '400 mg'], [CAPS]],
  ['Glibenclamida', ['5 mg'], [COMP]],
  ['Hidroclorotiazida', ['25 mg', '50 mg'], [COMP]],
  ['Ibuprofeno', ['200 mg', '400 mg', '600 mg', '100 mg/5 ml'], [COMP, 'suspensión oral']],
  ['Insulina NPH', ['100 UI/ml'], ['frasco ampolla', 'lapicera prellenada']],
  ['Levotiroxina', ['25 mcg', '50 mcg', '75 mcg', '100 mcg'], [COMP]],
  ['Loratadina', ['10 mg'], [COMP, 'jarabe']],
  ['Losartán', ['25 mg', '50 mg', '100 mg'], [COMP]],
  ['Metformina', ['500 mg', '850 mg', '1000 mg'], [COMP]],
  ['Metoclopramida', ['10 mg'], [COMP, 'gotas']],
  ['Metronidazol', ['250 mg', '500 mg'], [COMP, 'óvulos']],
  ['Montelukast', ['4 mg', '5 mg', '10 mg'], [COMP]],
  ['Naproxeno', ['250 mg', '500 mg'], [COMP]],
  ['Omeprazol', ['10 mg', '20 mg', '40 mg'], [CAPS]],
  ['Pantoprazol', ['20 mg', '40 mg'], [COMP]],
  ['Paracetamol', ['500 mg', '750 mg', '1 g', '120 mg/5 ml'], [COMP, 'jarabe']],
  ['Prednisona', ['5 mg', '20 mg'], [COMP]],
  ['Pregabalina', ['75 mg', '150 mg'], [CAPS]],
  ['Propranolol', ['10 mg', '40 mg'], [COMP]],
  ['Quetiapina', ['25 mg', '100 mg'], [COMP]],
  ['Ranitidina', ['150 mg', '300 mg'], [COMP]],
  ['Rosuvastatina', ['10 mg', '20 mg'], [COMP]],
  ['Salbutamol', ['100 mcg', '2 mg/5 ml'], ['inhalador', 'jarabe']],
  ['Sertralina', ['50 mg', '100 mg'], [COMP]],
  ['Simvastatina', ['10 mg', '20 mg', '40 mg'], [COMP]],
  ['Tramadol', ['50 mg', '100 mg/ml'], [CAPS, 'gotas']],
  ['Valsartán', ['80 mg', '160 mg'], [COMP]],
  ['Warfarina', ['5 mg'], [COMP]],
  ['Alendronato', ['10 mg', '70 mg'], [COMP]],
  ['Alopurinol', ['100 mg', '300 mg'], [COMP]],
  ['Amitriptilina', ['10 mg', '25 mg', '75 mg'], [COMP]],
  ['Bromazepam', ['1,5 mg', '3 mg', '6 mg'], [COMP]],
  ['Bupropión', ['150 mg', '300 mg'], [COMP]],
  ['Candesartán', ['8 mg', '16 mg', '32 mg'], [COMP]],
  ['Cefuroxima', ['250 mg', '500 mg'], [COMP]],
  ['Citalopram', ['10 mg', '20 mg', '40 mg'], [COMP]],
  ['Clortalidona', ['25 mg', '50 mg'], [COMP]],
  ['Colchicina', ['0,5 mg', '1 mg'], [COMP]],
  ['Dapagliflozina', ['5 mg', '10 mg'], [COMP]],
  ['Desloratadina', ['5 mg'], [COMP]],
  ['Diazepam', ['5 mg', '10 mg'], [COMP]],
  ['Donepecilo', ['5 mg', '10 mg'], [COMP]],
  ['Duloxetina', ['30 mg', '60 mg'], [CAPS]],
  ['Empagliflozina', ['10 mg', '25 mg'], [COMP]],
  ['Esomeprazol', ['20 mg', '40 mg'], [COMP, CAPS]],
  ['Ezetimibe', ['10 mg'], [COMP]],
  ['Famotidina', ['20 mg', '40 mg'], [COMP]],
  ['Fenitoína', ['100 mg'], [COMP, CAPS]],
  ['Finasteride', ['1 mg', '5 mg'], [COMP]],
  ['Fluconazol', ['50 mg', '150 mg', '200 mg'], [CAPS]],
  ['Gliclazida', ['30 mg', '60 mg', '80 mg'], [COMP]],
  ['Haloperidol', ['1 mg', '5 mg', '10 mg'], [COMP]],
  ['Indapamida', ['1,5 mg', '2,5 mg'], [COMP]],
  ['Irbesartán', ['150 mg', '300 mg'], [COMP]],
  ['Ketorolac', ['10 mg', '20 mg'], [COMP]],
  ['Lamotrigina', ['25 mg', '50 mg', '100 mg', '200 mg'], [COMP]],
  ['Levetiracetam', ['250 mg', '500 mg', '750 mg', '1000 mg'], [COMP]],
  ['Levofloxacina', ['500 mg', '750 mg'], [COMP]],
  ['Lorazepam', ['1 mg', '2,5 mg'], [COMP]],
  ['Meloxicam', ['7,5 mg', '15 mg'], [COMP]],
  ['Metildopa', ['250 mg', '500 mg'], [COMP]],
  ['Metoprolol', ['25 mg', '50 mg', '100 mg'], [COMP]],
  ['Mirtazapina', ['15 mg', '30 mg', '45 mg'], [COMP]],
  ['Nebivolol', ['5 mg'], [COMP]],
  ['Nifedipina', ['10 mg', '20 mg', '30 mg'], [COMP]],
  ['Nitrofurantoína', ['50 mg', '100 mg'], [CAPS]],
  ['Olanzapina', ['5 mg', '10 mg'], [COMP]],
  ['Oxcarbazepina', ['300 mg', '600 mg'], [COMP]],
  ['Paroxetina', ['20 mg', '30 mg'], [COMP]],
  ['Piroxicam', ['10 mg', '20 mg'], [CAPS]],
  ['Pravastatina', ['10 mg', '20 mg', '40 mg'], [COMP]],
  ['Risperidona', ['1 mg', '2 mg', '3 mg'], [COMP]],
  ['Sitagliptina', ['50 mg', '100 mg'], [COMP]],
  ['Sulfametoxazol + trimetoprima', ['400/80 mg', '800/160 mg'], [COMP]],
  ['Tamsulosina', ['0,4 mg'], [CAPS]],
  ['Telmisartán', ['40 mg', '80 mg'], [COMP]],
  ['Topiramato', ['25 mg', '50 mg', '100 mg'], [COMP]],
  ['Trazodona', ['50 mg', '100 mg'], [COMP]],
  ['Valproato de sodio', ['200 mg', '500 mg'], [COMP]],
  ['Venlafaxina', ['37,5 mg', '75 mg', '150 mg'], [CAPS]],
  ['Verapamilo', ['80 mg', '120 mg', '240 mg'], [COMP]],
  ['Zolpidem', ['10 mg'], [COMP]],
]

// Liquids and topicals come in one strength per form; the table pairs them by their unit.
const LIQUID_OR_TOPICAL = /\/5 ml|\/ml|%|UI/

function fits(strength: string, form: string): boolean {
  const liquidForm = /suspensión|jarabe|gotas|crema|frasco|lapicera/.test(form)
  return LIQUID_OR_TOPICAL.test(strength) ? liquidForm : !liquidForm
}

/** Every name of the catalogue, in alphabetical order. */
export function catalogNames(): string[] {
  const names: string[] = []
  for (const [generic, strengths, forms] of GENERICS) {
    for (const strength of strengths) {
      for (const form of forms) {
        if (fits(strength, form) || forms.length === 1) names.push(`${generic} ${strength} ${form}`)
      }
    }
  }
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'es'))
}

/** Lower case without accents: what the search compares ("Losartán" is found by "losartan"). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

/**
 * The words of a name, or of a query, as the search compares them: split at spaces and at the marks inside a name
 * ("100 mg/5 ml", "0,5 mg", "Amoxicilina + ácido clavulánico"). The query is split as the name is, so that a name
 * the search offers finds itself: the portal asks E79 again with the chosen name before adding it.
 */
const wordsOf = (text: string): string[] => text.split(/[\s+/(),-]+/).filter(Boolean)

/**
 * Whether the name matches the query: every word of the query begins a word of the name ("enal 10" finds
 * "Enalapril 10 mg comprimidos", "clavul" finds the amoxicillin with clavulanic acid, "100 mg/5" the suspensions).
 * A query of marks alone has no word and matches nothing.
 */
export function matches(nameKey: string, query: string): boolean {
  const words = wordsOf(nameKey)
  const parts = wordsOf(searchKey(query))
  return parts.length > 0 && parts.every((part) => words.some((word) => word.startsWith(part)))
}
