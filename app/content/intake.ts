/**
 * External intake forms embedded in the 'Enquire Now' and service intake
 * dialogs, keyed by region slug or service slug. Placeholders; override with
 * INTAKE_URLS ("key=url,key=url"). A region without an entry sends visitors
 * to /contact instead.
 */
export const defaultIntakeUrls: Record<string, string> = {
  "peel-region": "https://intake.example.com/forms/peel",
  "york-region": "https://intake.example.com/forms/york",
  "toronto-area": "https://intake.example.com/forms/toronto",
  "durham-region": "https://intake.example.com/forms/durham",
  "ottawa-region": "https://intake.example.com/forms/ottawa",
  "adults-disabilities": "https://intake.example.com/forms/adults-disabilities",
  "integrated-care": "https://intake.example.com/forms/integrated-care",
};
