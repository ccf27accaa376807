/** Video progress milestones: 25, 50, 75 and 100 percent, each reported once. */
export const VIDEO_MILESTONES = [25, 50, 75, 100] as const;

/**
 * The milestones first reached at `currentTime` of `duration`, given those already reported.
 * The last half second counts as the end (players often stop just short of it).
 */
export function newMilestones(
  currentTime: number,
  duration: number,
  reported: ReadonlySet<number>,
): number[] {
  if (!Number.isFinite(duration) || duration <= 0 || currentTime < 0) return [];
  const percent = duration - currentTime <= 0.5 ? 100 : (currentTime / duration) * 100;
  return VIDEO_MILESTONES.filter((milestone) => percent >= milestone && !reported.has(milestone));
}
