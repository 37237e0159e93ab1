/**
 * The company's name and contact details. The spec withholds the real ones: these are an obviously
 * fake sample brand and numbers, to be replaced by the owner (see README "Company details").
 */
export const company = {
  name: { en: 'Example Pipes Co.', ar: 'شركة مثال للأنابيب' },
  foundedYear: 1979,
} as const;
