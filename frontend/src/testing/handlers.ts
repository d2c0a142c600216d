import { http, HttpResponse } from 'msw';
import type { Me } from '../session';

/** GET /api/me answering with this user, recording the headers it saw. */
export function meReturns(me: Me, seen: Headers[] = []) {
  return http.get('/api/me', ({ request }) => {
    seen.push(request.headers);
    return HttpResponse.json(me);
  });
}
