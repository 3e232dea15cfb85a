import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { studioDocumentRoutes } from "../borrower-documents/studio-routes.ts";
import { studioLenderRoutes } from "../lenders/studio-routes.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiDeps, ApiEnv } from "../lib/types.ts";
import { studioPartnerRoutes } from "../partners/studio-routes.ts";
import { payoutRoutes } from "../payouts/studio-routes.ts";
import { studioRightsRoutes } from "../privacy/studio-routes.ts";
import { studioReviewRoutes } from "../reviews/studio-routes.ts";
import { studioSupportRoutes } from "../support/studio-routes.ts";
import { studioAdminRoutes } from "./admin-routes.ts";
import { studioAuthRoutes } from "./auth-routes.ts";
import { meRoutes } from "./me-routes.ts";
import { studioPrincipal } from "./middleware.ts";
import { leadRoutes } from "./pipeline/routes.ts";

/**
 * The back-office API, mounted at `/api/studio` (packages/api/src/app.ts). Every feature of the back office
 * adds ONE line here, mounting its router (whose routes are defined with `studioRoute`, see studio-route.ts):
 *
 *   studio.route("/leads", leadRoutes(deps));
  studio.route("/leads", studioDocumentRoutes(deps));
 */
export function studioRoutes(deps: ApiDeps) {
  const studio = new OpenAPIHono<ApiEnv>();
  studio.openAPIRegistry.registerComponent("securitySchemes", "studioSession", {
    type: "apiKey",
    in: "cookie",
    name: "ls_studio",
    description: "The employee session cookie, set by the back-office sign-in.",
  });
  studio.openAPIRegistry.registerComponent("securitySchemes", "studioApiKey", {
    type: "http",
    scheme: "bearer",
    description: "A per-client API key (`lsk_…`) with one role, for a lender's system.",
  });
  studio.use(
    "*",
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
      },
    }),
  );
  studio.use("*", studioPrincipal(deps));

  studio.route("/", meRoutes());
  studio.route("/", studioAuthRoutes(deps));
  studio.route("/", studioAdminRoutes(deps));
  // Mount back-office feature routers below, one line each.
  studio.route("/reviews", studioReviewRoutes(deps));
  studio.route("/leads", leadRoutes(deps));
  studio.route("/leads", studioDocumentRoutes(deps));
  studio.route("/rights-requests", studioRightsRoutes(deps));
  studio.route("/support", studioSupportRoutes(deps));
  studio.route("/partners", studioPartnerRoutes(deps));
  studio.route("/payouts", payoutRoutes(deps));
  studio.route("/lenders", studioLenderRoutes(deps));

  return studio;
}
