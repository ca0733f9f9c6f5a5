export default function Reference() {
  return (
    <main>
      <h1>Página de referencia</h1>
      <p>Una ruta de Remix sin datos ni sesión.</p>
    </main>
  )
}
