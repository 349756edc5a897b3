/** The category filter value that means "no filter". */
export const ALL_CATEGORIES = "All";
