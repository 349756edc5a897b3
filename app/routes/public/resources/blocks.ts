/** The white card every block of the resources page sits in, and its heading with an icon. */
export const blockClass = "rounded-2xl border border-gray-200 bg-white p-6 shadow-sm";
export const blockHeading = "flex items-center gap-2 text-xl font-bold text-brand-900";
