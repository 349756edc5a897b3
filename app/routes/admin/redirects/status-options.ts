/** The redirect forms' two kinds (the add form and the edit page). */
export const STATUS_OPTIONS = [
  { value: "301", label: "Permanent (301)" },
  { value: "302", label: "Temporary (302)" },
];
