/** Lower case without accents or outer spaces, so 'cote' finds "Côte d'Ivoire" and 'ABUJA' finds 'Abuja'. */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}
