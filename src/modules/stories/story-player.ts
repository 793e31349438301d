/**
 * Where the viewer is: which story and which slide. Pure, so the stepping rules are tested without
 * a browser: forward past the last slide goes to the next story; past the last story, it ends.
 */
export interface Position {
  story: number;
  slide: number;
}

export type Step = Position | 'end';

export function next(position: Position, slideCounts: readonly number[]): Step {
  const slides = slideCounts[position.story] ?? 0;
  if (position.slide + 1 < slides) return { story: position.story, slide: position.slide + 1 };
  if (position.story + 1 < slideCounts.length) return { story: position.story + 1, slide: 0 };
  return 'end';
}

export function previous(position: Position, slideCounts: readonly number[]): Position {
  if (position.slide > 0) return { story: position.story, slide: position.slide - 1 };
  if (position.story > 0)
    return { story: position.story - 1, slide: Math.max(0, (slideCounts[position.story - 1] ?? 1) - 1) };
  return position;
}
