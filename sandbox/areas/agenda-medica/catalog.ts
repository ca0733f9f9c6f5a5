/**
 * The demo catalogue of the medical agenda: specialties with their order types and what each costs, the
 * professionals, the buildings of the branches and the weekly schedules of the calendars. Plain data, inserted by
 * seed.ts; branches are the administrative agenda's `sucursales` (1 Sede Central, 2 Ciudad de la Costa, 3 Las
 * Piedras, 4 Maldonado).
 */

/** What a consultation costs under FONASA, by kind of specialty, in pesos; "Particular" pays three times that. */
const FONASA_COST = { general: 180, especialista: 450, tecnica: 120, enfermeria: 0 } as const
const PARTICULAR_FACTOR = 3
const ENFERMERIA_PARTICULAR = 300
type Tier = keyof typeof FONASA_COST

const CONVENIO_PARTICULAR = 1
const CONVENIO_FONASA = 2
export const CONVENIOS = [
  { id: CONVENIO_PARTICULAR, nombre: 'Particular' },
  { id: CONVENIO_FONASA, nombre: 'FONASA' },
] as const

interface TipoOrdenSeed {
  nombre: string
  /** Free under FONASA (child and pregnancy controls, results, repeat prescriptions); Particular still pays. */
  sinCostoFonasa?: boolean
}

export interface EspecialidadSeed {
  id: number
  nombre: string
  tier: Tier
  tipos: readonly TipoOrdenSeed[]
  /** False for the specialty whose professionals cannot be chosen (E52 code '02'). */
  permiteElegirProfesional?: boolean
}

const DEFAULT_TIPOS: readonly TipoOrdenSeed[] = [
  { nombre: 'Consulta' },
  { nombre: 'Control' },
  { nombre: 'Resultados de estudios', sinCostoFonasa: true },
]

const MEDICINA_GENERAL = 1
const PEDIATRIA = 2
export const CARDIOLOGIA = 3
export const DERMATOLOGIA = 5
const ENFERMERIA = 33
const GENETICA_MEDICA = 34

export const ESPECIALIDADES: readonly EspecialidadSeed[] = [
  {
    id: MEDICINA_GENERAL,
    nombre: 'Medicina General',
    tier: 'general',
    tipos: [...DEFAULT_TIPOS, { nombre: 'Repetición de medicación', sinCostoFonasa: true }],
  },
  {
    id: PEDIATRIA,
    nombre: 'Pediatría',
    tier: 'general',
    tipos: [
      { nombre: 'Consulta' },
      { nombre: 'Control de niño sano', sinCostoFonasa: true },
      { nombre: 'Resultados de estudios', sinCostoFonasa: true },
    ],
  },
  { id: CARDIOLOGIA, nombre: 'Cardiología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  {
    id: 4,
    nombre: 'Ginecología',
    tier: 'especialista',
    tipos: [
      { nombre: 'Consulta' },
      { nombre: 'Control ginecológico' },
      { nombre: 'Control de embarazo', sinCostoFonasa: true },
    ],
  },
  { id: DERMATOLOGIA, nombre: 'Dermatología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 6, nombre: 'Traumatología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 7, nombre: 'Oftalmología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 8, nombre: 'Otorrinolaringología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 9, nombre: 'Neurología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  {
    id: 10,
    nombre: 'Psiquiatría',
    tier: 'especialista',
    tipos: [
      { nombre: 'Consulta' },
      { nombre: 'Control' },
      { nombre: 'Repetición de medicación', sinCostoFonasa: true },
    ],
  },
  { id: 11, nombre: 'Psicología', tier: 'tecnica', tipos: [{ nombre: 'Primera consulta' }, { nombre: 'Seguimiento' }] },
  { id: 12, nombre: 'Endocrinología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 13, nombre: 'Gastroenterología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 14, nombre: 'Neumología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 15, nombre: 'Nefrología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 16, nombre: 'Urología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 17, nombre: 'Reumatología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 18, nombre: 'Oncología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 19, nombre: 'Hematología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 20, nombre: 'Cirugía General', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 21, nombre: 'Cirugía Plástica', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 22, nombre: 'Nutrición', tier: 'tecnica', tipos: [{ nombre: 'Primera consulta' }, { nombre: 'Control' }] },
  { id: 23, nombre: 'Diabetología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 24, nombre: 'Geriatría', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 25, nombre: 'Medicina Familiar y Comunitaria', tier: 'general', tipos: DEFAULT_TIPOS },
  { id: 26, nombre: 'Infectología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 27, nombre: 'Alergología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 28, nombre: 'Fisiatría', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 29, nombre: 'Neuropediatría', tier: 'especialista', tipos: DEFAULT_TIPOS },
  {
    id: 30,
    nombre: 'Obstetricia',
    tier: 'especialista',
    tipos: [{ nombre: 'Control de embarazo', sinCostoFonasa: true }, { nombre: 'Consulta' }],
  },
  { id: 31, nombre: 'Mastología', tier: 'especialista', tipos: DEFAULT_TIPOS },
  {
    id: 32,
    nombre: 'Odontología',
    tier: 'tecnica',
    tipos: [{ nombre: 'Consulta' }, { nombre: 'Limpieza' }, { nombre: 'Urgencia odontológica' }],
  },
  {
    id: ENFERMERIA,
    nombre: 'Enfermería',
    tier: 'enfermeria',
    tipos: [{ nombre: 'Curación' }, { nombre: 'Control de presión arterial' }, { nombre: 'Inyectable' }],
    permiteElegirProfesional: false,
  },
  // No calendars: no professional, no availability, no first available date.
  { id: GENETICA_MEDICA, nombre: 'Genética Médica', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 35, nombre: 'Medicina del Deporte', tier: 'especialista', tipos: DEFAULT_TIPOS },
  { id: 36, nombre: 'Cirugía Vascular', tier: 'especialista', tipos: DEFAULT_TIPOS },
]

/** An order type's id: its specialty's id times ten plus its position (Cardiología's Consulta is 31). */
export const tipoOrdenId = (especialidadId: number, posicion: number) => especialidadId * 10 + posicion

/** The agreements of an order type with their cost, pesos with two decimals. */
export function aranceles(especialidad: EspecialidadSeed, tipo: TipoOrdenSeed) {
  const fonasa = tipo.sinCostoFonasa ? 0 : FONASA_COST[especialidad.tier]
  const particular =
    especialidad.tier === 'enfermeria' ? ENFERMERIA_PARTICULAR : FONASA_COST[especialidad.tier] * PARTICULAR_FACTOR
  return [
    { convenioId: CONVENIO_PARTICULAR, costo: particular.toFixed(2) },
    { convenioId: CONVENIO_FONASA, costo: fonasa.toFixed(2) },
  ]
}

export interface ProfesionalSeed {
  id: number
  nombre: string
  apellido: string
  especialidades: readonly number[]
}

export const PROFESIONALES: readonly ProfesionalSeed[] = [
  { id: 1, nombre: 'Laura', apellido: 'Méndez', especialidades: [MEDICINA_GENERAL, 25] },
  { id: 2, nombre: 'Martín', apellido: 'Silva', especialidades: [CARDIOLOGIA] },
  { id: 3, nombre: 'Sofía', apellido: 'Rodríguez', especialidades: [DERMATOLOGIA] },
  { id: 4, nombre: 'Gonzalo', apellido: 'Fernández', especialidades: [MEDICINA_GENERAL] },
  { id: 5, nombre: 'Valeria', apellido: 'Pereira', especialidades: [MEDICINA_GENERAL] },
  { id: 6, nombre: 'Andrés', apellido: 'Techera', especialidades: [PEDIATRIA] },
  { id: 7, nombre: 'Lucía', apellido: 'Cabrera', especialidades: [PEDIATRIA, 29] },
  { id: 8, nombre: 'Fernando', apellido: 'Olivera', especialidades: [CARDIOLOGIA] },
  { id: 9, nombre: 'Mariana', apellido: 'De León', especialidades: [4, 30] },
  { id: 10, nombre: 'Pablo', apellido: 'Núñez', especialidades: [6] },
  { id: 11, nombre: 'Carolina', apellido: 'Acosta', especialidades: [7] },
  { id: 12, nombre: 'Santiago', apellido: 'Ferreira', especialidades: [8] },
  { id: 13, nombre: 'Natalia', apellido: 'Castro', especialidades: [9] },
  { id: 14, nombre: 'Rodrigo', apellido: 'Álvarez', especialidades: [10] },
  { id: 15, nombre: 'Florencia', apellido: 'Suárez', especialidades: [11] },
  { id: 16, nombre: 'Ignacio', apellido: 'Giménez', especialidades: [12, 23] },
  { id: 17, nombre: 'Verónica', apellido: 'Sánchez', especialidades: [13] },
  { id: 18, nombre: 'Jorge', apellido: 'Benítez', especialidades: [14] },
  { id: 19, nombre: 'Claudia', apellido: 'Ramírez', especialidades: [15] },
  { id: 20, nombre: 'Marcelo', apellido: 'Viera', especialidades: [16] },
  { id: 21, nombre: 'Patricia', apellido: 'Larrosa', especialidades: [17] },
  { id: 22, nombre: 'Alejandro', apellido: 'Gutiérrez', especialidades: [18] },
  { id: 23, nombre: 'Silvia', apellido: 'Machado', especialidades: [19] },
  { id: 24, nombre: 'Sebastián', apellido: 'Correa', especialidades: [20] },
  { id: 25, nombre: 'Paula', apellido: 'Rivero', especialidades: [21] },
  { id: 26, nombre: 'Agustina', apellido: 'Costa', especialidades: [22] },
  { id: 27, nombre: 'Daniel', apellido: 'Rocha', especialidades: [24] },
  { id: 28, nombre: 'Cecilia', apellido: 'Moreira', especialidades: [26] },
  { id: 29, nombre: 'Raúl', apellido: 'Barrios', especialidades: [27] },
  { id: 30, nombre: 'Gabriel', apellido: 'Duarte', especialidades: [28, 35] },
  { id: 31, nombre: 'Andrea', apellido: 'Silveira', especialidades: [31] },
  { id: 32, nombre: 'Leonardo', apellido: 'Pintos', especialidades: [32] },
  { id: 33, nombre: 'Rosario', apellido: 'Píriz', especialidades: [32] },
  { id: 34, nombre: 'Mónica', apellido: 'Da Silva', especialidades: [ENFERMERIA] },
  { id: 35, nombre: 'Javier', apellido: 'Estévez', especialidades: [ENFERMERIA] },
  { id: 36, nombre: 'Ana Laura', apellido: 'Bonilla', especialidades: [25] },
  { id: 37, nombre: 'Emilio', apellido: 'Cardozo', especialidades: [36] },
  { id: 38, nombre: 'Inés', apellido: 'Alonso', especialidades: [DERMATOLOGIA] },
  { id: 39, nombre: 'Tomás', apellido: 'Bermúdez', especialidades: [MEDICINA_GENERAL] },
  { id: 40, nombre: 'María José', apellido: 'Varela', especialidades: [PEDIATRIA] },
]

export const EDIFICIOS = [
  { id: 1, sucursalId: 1, nombre: 'Edificio Central', direccion: 'Av. 18 de Julio 1750, Montevideo' },
  { id: 2, sucursalId: 1, nombre: 'Anexo Policlínicas', direccion: 'Colonia 1820, Montevideo' },
  { id: 3, sucursalId: 2, nombre: 'Policlínica Costa', direccion: 'Av. Giannattasio km 21.500, Ciudad de la Costa' },
  { id: 4, sucursalId: 3, nombre: 'Policlínica Las Piedras', direccion: 'Av. Artigas 620, Las Piedras' },
  { id: 5, sucursalId: 4, nombre: 'Policlínica Maldonado', direccion: 'Sarandí 850, Maldonado' },
] as const

interface Bloque {
  dias: readonly number[]
  desde: string
  hasta: string
  intervalo: number
}

/** Weekly schedules (1 = Monday). */
const HORARIOS = {
  mananas: [{ dias: [1, 2, 3, 4, 5], desde: '08:00', hasta: '12:00', intervalo: 15 }],
  lunMieVie: [{ dias: [1, 3, 5], desde: '08:00', hasta: '12:00', intervalo: 20 }],
  marJueTarde: [{ dias: [2, 4], desde: '14:00', hasta: '18:00', intervalo: 20 }],
  miercoles: [{ dias: [3], desde: '09:00', hasta: '12:00', intervalo: 30 }],
  // Two blocks a day: the afternoon's slots continue the morning's order numbers.
  manianaYTarde: [
    { dias: [2, 4], desde: '08:00', hasta: '10:00', intervalo: 30 },
    { dias: [2, 4], desde: '15:00', hasta: '17:00', intervalo: 30 },
  ],
  sabados: [{ dias: [6], desde: '08:00', hasta: '12:00', intervalo: 20 }],
  telefono: [{ dias: [1, 2, 3, 4, 5], desde: '12:00', hasta: '13:00', intervalo: 10 }],
} satisfies Record<string, readonly Bloque[]>
type Horario = keyof typeof HORARIOS

export interface CalendarioSeed {
  nroCalendario: number
  profesionalId: number
  especialidadId: number
  edificioId: number
  esTelemedicina: boolean
  horario: Horario
}

const cal = (
  nroCalendario: number,
  profesionalId: number,
  especialidadId: number,
  edificioId: number,
  horario: Horario,
  esTelemedicina = false,
): CalendarioSeed => ({ nroCalendario, profesionalId, especialidadId, edificioId, esTelemedicina, horario })

// Medicina General is the busy one (about 230 slots a week, two of them by telephone); Dermatología's first three
// weeks are fully booked by the seed; Martín Silva sees cardiology patients at Ciudad de la Costa on Tuesday and
// Thursday afternoons.
const EXPLICIT: readonly CalendarioSeed[] = [
  cal(1001, 1, MEDICINA_GENERAL, 1, 'mananas'),
  cal(1002, 1, MEDICINA_GENERAL, 1, 'telefono', true),
  cal(1003, 4, MEDICINA_GENERAL, 2, 'lunMieVie'),
  cal(1004, 5, MEDICINA_GENERAL, 3, 'marJueTarde'),
  cal(1005, 39, MEDICINA_GENERAL, 5, 'manianaYTarde'),
  cal(1006, 39, MEDICINA_GENERAL, 5, 'telefono', true),
  cal(1007, 4, MEDICINA_GENERAL, 4, 'sabados'),
  cal(2001, 6, PEDIATRIA, 1, 'marJueTarde'),
  cal(2002, 7, PEDIATRIA, 3, 'lunMieVie'),
  cal(2003, 40, PEDIATRIA, 4, 'miercoles'),
  cal(2004, 40, PEDIATRIA, 4, 'telefono', true),
  cal(3001, 2, CARDIOLOGIA, 3, 'marJueTarde'),
  cal(3002, 8, CARDIOLOGIA, 1, 'lunMieVie'),
  cal(3003, 8, CARDIOLOGIA, 1, 'telefono', true),
  cal(5001, 3, DERMATOLOGIA, 1, 'lunMieVie'),
  cal(5002, 38, DERMATOLOGIA, 5, 'marJueTarde'),
]

const ROTATION: readonly Horario[] = ['lunMieVie', 'marJueTarde', 'miercoles']

/**
 * Every professional's calendars: the explicit ones above, and for any other pair of professional and specialty
 * one in-person calendar (number specialty × 100 + professional) with a building and schedule taken in turn.
 */
export function calendarios(): CalendarioSeed[] {
  const covered = new Set(EXPLICIT.map((c) => `${c.profesionalId}/${c.especialidadId}`))
  const generated = PROFESIONALES.flatMap((p) =>
    p.especialidades
      .filter((especialidadId) => !covered.has(`${p.id}/${especialidadId}`))
      .map((especialidadId) =>
        cal(
          especialidadId * 100 + p.id,
          p.id,
          especialidadId,
          (p.id % EDIFICIOS.length) + 1,
          ROTATION[(p.id + especialidadId) % ROTATION.length] ?? 'miercoles',
        ),
      ),
  )
  return [...EXPLICIT, ...generated].sort((a, b) => a.nroCalendario - b.nroCalendario)
}

/** Blocks of a schedule as calendario_horarios rows. */
export function horarioRows(horario: Horario) {
  return HORARIOS[horario].flatMap((bloque) =>
    bloque.dias.map((dia) => ({ dia, desde: bloque.desde, hasta: bloque.hasta, intervalo: bloque.intervalo })),
  )
}

/** Reference doctors (médico de referencia) by CI and specialty. */
export const MEDICOS_REFERENCIA = [
  { ci: '12345672', especialidadId: MEDICINA_GENERAL, profesionalId: 1 },
  { ci: '12345672', especialidadId: CARDIOLOGIA, profesionalId: 2 },
  { ci: '23456783', especialidadId: MEDICINA_GENERAL, profesionalId: 4 },
  { ci: '23456783', especialidadId: DERMATOLOGIA, profesionalId: 3 },
] as const
