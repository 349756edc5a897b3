/** The category filter value that means "no filter" (spec 2.8). */
export const ALL_CATEGORIES = "All";
