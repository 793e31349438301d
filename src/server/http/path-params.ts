/** Path parameters of the contract's routes, as handlers read them. */

/** A path parameter the dispatcher has already checked to be a non-negative integer. */
export function idParam(params: Readonly<Record<string, string>>, name: string): number {
  const value = params[name];
  if (value === undefined) throw new Error(`path parameter {${name}} is not part of this route`);
  return Number(value);
}
