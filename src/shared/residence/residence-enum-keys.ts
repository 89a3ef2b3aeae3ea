// The code name of an enumeration id (residence-enums.ts), e.g. enumKey(HOME_TYPE, 3) is
// 'apartment'. Translation keys use these names: `residence.homeType.apartment`.
export function enumKey<T extends Readonly<Record<string, number>>>(
  table: T,
  id: number,
): (keyof T & string) | undefined {
  return (Object.keys(table) as (keyof T & string)[]).find((key) => table[key] === id);
}
