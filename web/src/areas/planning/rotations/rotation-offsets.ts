/** Crews alternate by default: the first chosen employee starts on day 1, the second half a cycle later, and so on. */
export function alternatingOffsetOf(cycleLength: number, index: number): number {
  return index % 2 === 0 ? 0 : Math.floor(cycleLength / 2);
}
