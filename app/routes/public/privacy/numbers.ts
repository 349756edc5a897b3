/** The privacy statement's periods, from the configuration (the route's loader). */
export interface PrivacyNumbers {
  retentionDays: number;
  careRetentionDays: number;
  applicationMonths: number;
  postingYears: number;
  mailDays: number;
  /** Complaints: years kept after their resolution (decision 1001). */
  complaintYears: number;
  /** Accessibility feedback and format requests (decision 1010). */
  accessMonths: number;
}
