import http from 'node:http';
import type { Express } from 'express';

/**
 * Request and response classes for `http.createServer` whose objects are born with Express's
 * prototypes (`app.request`, `app.response`).
 *
 * Express gives every request and response its prototypes with `Object.setPrototypeOf` as
 * it enters the app. In V8 an object whose prototype changed after it was made outlives
 * young-generation collections it would otherwise die in, and takes everything hanging off
 * it along (headers, the properties middleware adds): on this API about 40% of what a read
 * allocates was promoted to the old generation, whose collections then stalled the event
 * loop for tens of milliseconds. When the object already has the prototype, Express's call
 * changes nothing and the request dies young. (`npm run bench -- load` shows the effect on
 * p99; `api/src/http/express-prototypes.test.ts` checks the prototypes.)
 *
 * Until `adopt(app)` is called, objects get Node's own prototypes.
 */
export function expressPrototypes() {
  // Plain functions, not classes: their `prototype` can be pointed at the app once it
  // exists. Reflect.construct runs Node's constructor with this function as new.target, so
  // the object is made with whatever `prototype` holds at that moment.
  function Request(...args: unknown[]): object {
    return Reflect.construct(http.IncomingMessage, args, Request);
  }
  function Response(...args: unknown[]): object {
    return Reflect.construct(http.ServerResponse, args, Response);
  }
  Request.prototype = http.IncomingMessage.prototype;
  Response.prototype = http.ServerResponse.prototype;
  return {
    serverOptions: {
      IncomingMessage: Request as unknown as typeof http.IncomingMessage,
      ServerResponse: Response as unknown as typeof http.ServerResponse,
    } satisfies http.ServerOptions,
    adopt(app: Express) {
      Request.prototype = app.request;
      Response.prototype = app.response;
    },
  };
}
