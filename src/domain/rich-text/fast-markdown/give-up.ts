/** Thrown by the fast markdown parser to give a text up to micromark (caught in parse.ts). */
export const GIVE_UP: unique symbol = Symbol('not in the fast subset');

export function giveUp(): never {
  throw GIVE_UP;
}
