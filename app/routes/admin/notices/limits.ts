/**
 * A service-disruption notice's texts, most characters in each language (decision 1020): the
 * form's maxLength and the schema's limits. Here rather than in admin-form-rules.ts, which every
 * admin form's bundle carries.
 */
export const NOTICE_LIMITS = { title: 120, reason: 1000, alternatives: 1000 } as const;
