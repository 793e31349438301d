/** The stored list of opened stories (seen-stories.ts reads it through this). */
import { z } from 'zod';

export const SeenStories = z.array(z.number().int());
