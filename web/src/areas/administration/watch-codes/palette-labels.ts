/** How a code's palette is named on the screen: shared, the signed-in planner's own, or another planner's. */

/** Danish genitive: "Per Planlæggers", "Hans'". */
export function genitive(name: string): string {
  return /[sxz]$/i.test(name) ? `${name}'` : `${name}s`;
}

export function paletteLabel(planUserId: number | null, myId: number | undefined, nameOf: (planUserId: number) => string | undefined): { label: string; color: string } {
  if (planUserId === null) return { label: 'Fælles', color: 'default' };
  if (planUserId === myId) return { label: 'Min palet', color: 'blue' };
  const name = nameOf(planUserId);
  return { label: name ? `${genitive(name)} palet` : 'En anden planlæggers palet', color: 'purple' };
}
