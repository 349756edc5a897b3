/**
 * A job posting's optional French text (migration 0021): its fields' limits,
 * for the posting form in the browser and its schema on the server. Apart
 * from admin-form-rules.ts so only the posting form's page carries them.
 */
export const POSTING_FRENCH_LIMITS = {
  // French runs about a fifth longer than the English it follows.
  title_fr: 150,
  description_fr: 2400,
  responsibilities_fr: 3600,
  requirements_fr: 3600,
} as const;
