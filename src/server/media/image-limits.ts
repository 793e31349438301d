/** The image work limits of limits.ts put in force: sharp's threads and the work queue. */
import sharp from 'sharp';
import type { Limits } from '../base/limits.ts';
import { ImageWork } from './image-work.ts';

/**
 * Sets how many threads libvips gives one picture (process-wide, so profile picture uploads follow it
 * too) and returns the queue every resize of the media host waits in.
 */
export function imageWorkFor(
  limits: Pick<Limits, 'imageWorkConcurrent' | 'imageWorkQueued' | 'imageThreadsPerJob'>,
): ImageWork {
  sharp.concurrency(limits.imageThreadsPerJob);
  return new ImageWork({ concurrent: limits.imageWorkConcurrent, queued: limits.imageWorkQueued });
}
