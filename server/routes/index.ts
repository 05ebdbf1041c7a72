/** Every API route, relative to `/api/v1`. */
import { Router } from '../http/router';
import type { Handler } from '../context';
import { addAuthRoutes } from './auth';
import { addUserRoutes } from './users';
import { addReviewRoutes } from './reviews';
import { addNewsRoutes } from './news';
import { addLegalRoutes } from './legal';
import { addSiteContactRoutes } from './site-contact';
import { addContactRoutes } from './contact';
import { addUploadRoutes } from './uploads';
import { addDevRoutes } from './dev';
import { addDashboardRoutes } from './dashboard';
import { addEventRoutes } from './events';
import { addActivityRoutes } from './activity';
import { addCollabRoutes } from './collab';
import { addMeRoutes } from './me';

/** Builds the API router; `demo` adds `/dev/outbox`. */
export function createApiRouter(options: { demo: boolean }): Router<Handler> {
  const routes = new Router<Handler>();
  addAuthRoutes(routes);
  addMeRoutes(routes);
  addUserRoutes(routes);
  addReviewRoutes(routes);
  addNewsRoutes(routes);
  addLegalRoutes(routes);
  addSiteContactRoutes(routes);
  addContactRoutes(routes);
  addUploadRoutes(routes);
  addDashboardRoutes(routes);
  addEventRoutes(routes);
  addActivityRoutes(routes);
  addCollabRoutes(routes);
  addDevRoutes(routes, options.demo);
  return routes;
}
