import type { Migration } from '../types'
import { seedRecetasGabriela } from '../../areas/ecommerce-medicamentos/recetas-seed'

// Gabriela, the minor Ana represents, gets four current recipes (12 medicines), so that Ana's family (Ana, Bruno,
// Gabriela) has 20 medicines to choose from on flow B's medicines step (the benchmark's 3 affiliates and 20
// medicines). Only demo rows: the recipes' tables are migration 014's.
export const migration: Migration = {
  version: 25,
  name: 'recetas_gabriela',
  sql: '',
  seed: seedRecetasGabriela,
}
