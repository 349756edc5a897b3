import { postImageResponse } from "~/server/domain/post-images.server";
import type { Route } from "./+types/post-image";

/** /media/post-images/:name: an uploaded post image, public, cached for an hour. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return postImageResponse(params.name, request.method);
}
