/** The merchant remembered between visits, as stored (merchant-memory.ts reads it through this). */
import { z } from 'zod';

export const RememberedMerchant = z.object({ id: z.number().int(), sub: z.string() });
