/**
 * Both vacancy screens in one download: the list leads to a vacancy, and one chunk
 * instead of several keeps the start-up code's list of chunks short.
 */
export { default as VacanciesPage } from './vacancies-page.tsx';
export { default as VacancyPage } from './vacancy-page.tsx';
export { vacanciesData, vacancyData } from './vacancies-queries.ts';
