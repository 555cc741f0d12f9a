/** 'Ada Obi': first and last name, without stray spaces when one of them is empty. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
