import { z } from 'zod';
import { DateTime, Id, LocalizedText, MediaPath, Money, OptionalId } from './primitives.ts';

/**
 * Banner and story shapes are not shown by the spec. Decision: a banner is an image with an optional
 * localized title and a target (a product id or an internal path); a story is a cover with slides.
 */
export const Banner = z.object({
  id: Id,
  image: MediaPath,
  title: LocalizedText.nullish(),
  productId: OptionalId,
  link: z
    .string()
    .regex(/^\/[^/]/, 'expected an internal path such as /product/12')
    .nullish(),
  priority: z.number().default(0),
});
export type Banner = z.infer<typeof Banner>;

export const StorySlide = z.object({
  id: Id,
  image: MediaPath,
  title: LocalizedText.nullish(),
  /** How long the slide shows, in milliseconds. */
  duration: z.number().int().min(1000).max(30000).default(5000),
});
export const Story = z.object({
  id: Id,
  title: LocalizedText,
  cover: MediaPath,
  slides: z.array(StorySlide).min(1),
  priority: z.number().default(0),
  createdDate: DateTime.nullish(),
});
export type Story = z.infer<typeof Story>;

export const Vacancy = z.object({
  id: Id,
  position: LocalizedText,
  responsiblePerson: z.string().nullish(),
  phone: z.string().nullish(),
  salary: Money.nullish(),
  requirements: LocalizedText.nullish(),
});

export const Review = z.object({
  id: Id,
  productId: Id,
  grade: z.number().int().min(1).max(5),
  comment: z.string().nullish(),
  createdDate: DateTime.nullish(),
});
