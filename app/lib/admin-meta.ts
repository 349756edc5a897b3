/** Meta tags of an admin page: a title, and never indexed by search engines. */
export function adminMeta(title: string) {
  return [{ title: `${title} | Admin | Sinai Home Care` }, { name: "robots", content: "noindex, nofollow" }];
}
