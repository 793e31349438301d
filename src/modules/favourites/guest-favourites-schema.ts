/** A guest's stored hearts (guest-favourites.ts reads them back through this, loaded on demand). */
import { z } from 'zod';

export const GuestFavourites = z.array(z.number().int().positive());
