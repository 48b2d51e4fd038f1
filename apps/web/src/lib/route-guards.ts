import { redirect } from 'react-router';
import { auth } from './auth.ts';
import { loginPathFor } from './navigation.ts';

/**
 * The loader of a signed-in page: a visitor goes to `/login?next=…` and comes back after logging in. Network and
 * server failures are thrown on, to the route's ErrorBoundary (with its retry).
 */
export async function requireSignedIn(request: Request): Promise<null> {
  const user = await auth.ensureUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(url.pathname, url.search));
  }
  return null;
}
