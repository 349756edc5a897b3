import { signedInStaff } from "~/server/auth/auth.server";
import { postImageResponse } from "~/server/domain/post-images.server";
import type { Route } from "./+types/post-image";

/**
 * /media/post-images/:name: an uploaded post image. A live post's image is
 * public (cached an hour); a draft's or scheduled post's only reaches staff
 * who may see the post and its preview link's holders (`?preview=<token>`),
 * never cached; anyone else gets 404 (decision 0352).
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return postImageResponse(params.name, {
    method: request.method,
    reader: { previewToken: url.searchParams.get("preview"), staff: () => signedInStaff(request) },
  });
}
