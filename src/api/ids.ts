/**
 * The id a path segment names: a positive whole number written the one way ids are written
 * (decimal digits, no sign, no leading zero, no space, within the integers a number holds
 * exactly), else null. `01`, `+1`, `1e3` or `0x10` name no id, so no resource has two addresses.
 */
export function positiveIdOf(text: string): number | null {
  if (!/^[1-9][0-9]*$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
