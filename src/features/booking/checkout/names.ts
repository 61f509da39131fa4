/** 'Ada  Obi Nwosu' → { firstName: 'Ada', lastName: 'Obi Nwosu' }: split on the first space. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const clean = fullName.trim().replace(/\s+/g, ' ');
  const at = clean.indexOf(' ');
  if (at < 0) return { firstName: clean, lastName: '' };
  return { firstName: clean.slice(0, at), lastName: clean.slice(at + 1) };
}

/** The name without stray spaces, as it goes on the ticket. */
export const tidyName = (fullName: string) => fullName.trim().replace(/\s+/g, ' ');
