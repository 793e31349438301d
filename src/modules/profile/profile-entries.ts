/**
 * The profile's entries (spec section 2), each a link to another module's screen. An entry shows
 * only when that screen exists for this merchant, so it follows the screen's own settings flag
 * (privacyActive, vacanciesActive, ...) without the profile naming those flags.
 */
export const profileEntries = [
  { path: '/profile/user', label: 'profile.entry.user' },
  { path: '/profile/orders', label: 'profile.entry.orders' },
  { path: '/profile/reservations', label: 'profile.entry.reservations' },
  { path: '/profile/address', label: 'profile.entry.addresses' },
  { path: '/profile/promos', label: 'profile.entry.promos' },
  { path: '/profile/favorites', label: 'profile.entry.favorites' },
  { path: '/profile/cards', label: 'profile.entry.cards' },
  { path: '/vacancy', label: 'profile.entry.vacancies' },
  { path: '/branches', label: 'profile.entry.branches' },
  { path: '/about', label: 'profile.entry.about' },
  { path: '/offerta', label: 'profile.entry.offerta' },
  { path: '/privacy', label: 'profile.entry.privacy' },
] as const;

export const visibleEntries = (routePaths: readonly string[]) =>
  profileEntries.filter((e) => routePaths.includes(e.path));
