/** Fields a form sends back as the page drew them (name → value): what the page showed, for its action to check. */
export function HiddenFields({ fields }: { fields: Record<string, string> | undefined }) {
  return (
    <>
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}
